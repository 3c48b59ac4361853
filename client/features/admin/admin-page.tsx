import type { ReactNode } from 'react';

type AdminPageProps = {
  title: string;
  intro: string;
  children: ReactNode;
};

/** An admin screen: its heading and what it is for, above its list. */
export function AdminPage({ title, intro, children }: AdminPageProps) {
  return (
    <section>
      <title>{`${title} · Dashboard · Book Store`}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 mt-3 mb-8 text-lg">{intro}</p>
      {children}
    </section>
  );
}
