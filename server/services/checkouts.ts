import { inWords } from '../../shared/in-words.ts';
import { Prisma } from '../db/generated/client.ts';

/**
 * A checkout is what a buyer pays for in one go: one order, or a bundle's orders (bundles.ts). A
 * bundle's orders are booked, paid, cancelled, handed over, confirmed and reported together, and
 * their parties hear of each step once. The bundle's lead is its order with the lowest id: the one
 * its payment and its review are recorded against.
 */

/** The order `id` and, when it is in a bundle, the other orders of that bundle (SQL over `orders`). */
export const sameCheckout = (id: string) => Prisma.sql`(id = ${id}::uuid OR bundle_id = (SELECT bundle_id FROM orders WHERE id = ${id}::uuid))`;

type Row = { id: string; bundle_id: string | null; title: string };

/** Rows of one checkout, as told: its lead row, every order's id, and the titles of what was bought (alphabetical). */
export type Checkout<T extends Row> = { lead: T; ids: string[]; titles: string[] };

/** Titles in the order a checkout names them. */
export const alphabetical = (titles: readonly string[]) => titles.toSorted((a, b) => a.localeCompare(b));

/** Groups changed order rows by checkout, each led by its lowest id. */
export function byCheckout<T extends Row>(rows: readonly T[]): Array<Checkout<T>> {
  const groups = new Map<string, T[]>();
  for (const row of [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const key = row.bundle_id ?? row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => ({ lead: group[0]!, ids: group.map((r) => r.id), titles: alphabetical(group.map((r) => r.title)) }));
}

const BUNDLE = 'the bundle ';

/** “Title” for one copy; the bundle “A”, “B” and “C” for several, in alphabetical order (an offer on a bundle keeps these words as its title). */
export function checkoutWords(titles: readonly string[]): string {
  const quoted = alphabetical(titles).map((t) => `“${t}”`);
  return quoted.length === 1 ? quoted[0]! : `${BUNDLE}${inWords(quoted)}`;
}

/**
 * The titles of a bundle's words (checkoutWords), in their order: an offer on a bundle keeps only
 * those (offers.book_title), and a notification names them in its reader's language. Quoted and
 * listed again in English, they are the same words, whatever quotes a title holds.
 */
export function bundleTitles(words: string): string[] {
  if (!words.startsWith(`${BUNDLE}“`) || !words.endsWith('”')) return [words];
  const inner = words.slice(BUNDLE.length + 1, -1);
  const and = inner.lastIndexOf('” and “');
  return and < 0 ? [inner] : [...inner.slice(0, and).split('”, “'), inner.slice(and + '” and “'.length)];
}

/**
 * How a notification names what was bought: its titles, and whether they are a bundle (a copy is
 * “Title”, a bundle “the bundle “A” and “B”” in English: `{bundle, select, yes {…} other {…}}` in
 * shared/messages/notices.*.json).
 */
export const whatValues = (titles: string[], bundle = titles.length > 1) => ({ titles, bundle: bundle ? 'yes' : 'no' });
