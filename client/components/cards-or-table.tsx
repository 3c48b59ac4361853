import { Fragment, type ReactNode } from 'react';

type CardsOrTableProps<T> = {
  items: T[];
  /** Names the list of cards and the table's scrolling region. */
  label: string;
  /** The table's column headings; an element (a visually hidden name, say) where plain text will not do. */
  columns: ReactNode[];
  row: (item: T) => ReactNode;
  card: (item: T) => ReactNode;
};

/**
 * A dashboard list: cards on phones, where a wide table would put its buttons off screen, and a
 * table on wider screens. Only one of the two is ever displayed (the other is display: none, so
 * assistive technology skips it too).
 */
export function CardsOrTable<T extends { _id: string }>({ items, label, columns, row, card }: CardsOrTableProps<T>) {
  return (
    <>
      <ul aria-label={label} className="grid gap-4 sm:hidden">
        {items.map((item) => (
          <li key={item._id}>{card(item)}</li>
        ))}
      </ul>
      {/* Scrolls sideways when the screen is still too narrow; focusable so keyboard users can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- a scrolling region must take focus to scroll by keyboard (WCAG 2.1.1, axe's scrollable-region-focusable); a named region is the pattern for that */}
      <div role="region" aria-label={label} tabIndex={0} className="rounded-box border-base-300 bg-base-100 hidden overflow-x-auto border sm:block">
        <table className="table">
          <thead className="text-base-content/80">
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <Fragment key={item._id}>{row(item)}</Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
