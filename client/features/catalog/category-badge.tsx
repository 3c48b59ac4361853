const TONES = [
  'bg-teal-100 text-teal-900',
  'bg-amber-100 text-amber-900',
  'bg-sky-100 text-sky-900',
  'bg-rose-100 text-rose-900',
  'bg-violet-100 text-violet-900',
  'bg-emerald-100 text-emerald-900',
  'bg-orange-100 text-orange-900',
  'bg-indigo-100 text-indigo-900',
] as const;

/** A stable colour per category, so a category looks the same on every screen. */
function paletteFor(categoryId: string): string {
  let hash = 0;
  for (const char of categoryId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length] ?? TONES[0];
}

export function CategoryBadge({ name, categoryId }: { name: string; categoryId: string }) {
  return (
    <span aria-hidden="true" className={`grid size-12 shrink-0 place-items-center rounded-2xl font-serif text-xl font-bold ${paletteFor(categoryId)}`}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
