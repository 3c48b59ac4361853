import { useId, type ReactNode } from 'react';

/** A titled part of a screen: a region named by its heading. */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 font-serif text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
