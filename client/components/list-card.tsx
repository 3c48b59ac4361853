import { Fragment, type ReactNode } from 'react';

export type ListCardProps = {
  /** A small picture beside the title (ListPhoto), if the item has one. */
  media?: ReactNode;
  /** The heading's id, so the card's buttons can name what they act on (aria-describedby). */
  titleId: string;
  title: ReactNode;
  /** Short lines under the title (author, price, email). */
  children?: ReactNode;
  /** Labelled facts, as a term and its value. */
  details?: Array<[term: string, value: ReactNode]>;
  /** The item's buttons and links, wrapped so every one stays on a phone's screen. */
  actions?: ReactNode;
};

/**
 * One item of a list as a card: the phone layout of every dashboard list (My Orders, My products,
 * the admin's lists), where a table's last columns, and the buttons in them, would be off screen.
 */
export function ListCard({ media, titleId, title, children, details = [], actions }: ListCardProps) {
  return (
    <article className="card border-base-300 bg-base-100 border p-4 shadow-sm">
      <div className="flex gap-4">
        {media}
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold break-words">
            {title}
          </h2>
          {children}
        </div>
      </div>
      {details.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
          {details.map(([term, value]) => (
            <Fragment key={term}>
              <dt className="text-base-content/70">{term}</dt>
              <dd className="min-w-0 break-words">{value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {actions && <div className="mt-4 flex flex-wrap justify-end gap-2">{actions}</div>}
    </article>
  );
}
