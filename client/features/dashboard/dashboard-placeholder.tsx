/** Holds a dashboard screen's place until its feature lands, so the menu's links lead somewhere. */
export function DashboardPlaceholder({ title, text }: { title: string; text?: string }) {
  return (
    <section className="max-w-3xl">
      <title>{`${title} · Dashboard · Book Store`}</title>
      <h1 className="font-serif text-3xl font-bold sm:text-4xl">{title}</h1>
      <p className="text-base-content/75 mt-3 text-lg">{text ?? 'This part of your dashboard is coming soon.'}</p>
    </section>
  );
}
