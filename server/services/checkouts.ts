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

/** Rows of one checkout, as told: its lead row, every order's id, and how a sentence names what was bought. */
export type Checkout<T extends Row> = { lead: T; ids: string[]; what: string };

/** Groups changed order rows by checkout, each led by its lowest id. */
export function byCheckout<T extends Row>(rows: readonly T[]): Array<Checkout<T>> {
  const groups = new Map<string, T[]>();
  for (const row of [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))) {
    const key = row.bundle_id ?? row.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((group) => ({ lead: group[0]!, ids: group.map((r) => r.id), what: checkoutWords(group.map((r) => r.title)) }));
}

/** “Title” for one copy; the bundle “A”, “B” and “C” for several, in alphabetical order. */
export function checkoutWords(titles: readonly string[]): string {
  const quoted = titles.toSorted((a, b) => a.localeCompare(b)).map((t) => `“${t}”`);
  return quoted.length === 1 ? quoted[0]! : `the bundle ${inWords(quoted)}`;
}

/** The same words opening a sentence. */
export const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
