/** A listing's cover, small, in a list row or card; the title beside it names it, so it is decorative. */
export function ListPhoto({ src }: { src: string }) {
  return <img src={src} alt="" width={48} height={64} loading="lazy" className="bg-base-200 rounded-field h-16 w-12 max-w-none shrink-0 object-cover" />;
}
