/** `twoColumns`: an amount of money, too long for one of the narrow tiles on a phone. */
export type Figure = { title: string; value: string; note?: string | undefined; twoColumns?: boolean };

/** Headline numbers as tiles of a description list: what each is, the number, and a line on how it is made; `wide` tiles for long notes. */
export function Figures({ figures, wide = false }: { figures: Figure[]; wide?: boolean }) {
  return (
    <dl className={`grid gap-3 ${wide ? 'grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]' : 'grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))]'}`}>
      {figures.map(({ title, value, note, twoColumns = false }) => (
        <div key={title} className={`card border-base-300 bg-base-100 border p-4 shadow-sm ${twoColumns ? 'col-span-2' : ''}`}>
          <dt className="text-base-content/75 text-sm">{title}</dt>
          <dd>
            <span className="block font-serif text-2xl font-bold break-words tabular-nums">{value}</span>
            {note && <span className="text-base-content/75 text-sm">{note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
