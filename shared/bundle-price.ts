import { percentOf } from './money.ts';

/**
 * A bundle's numbers, without the schemas (zod), so the pages that show them (a seller's profile)
 * load none: the limits, and what copies cost together.
 */

/** How many copies one bundle may hold. */
export const BUNDLE_MAX_BOOKS = 10;
/** The most a seller may take off a bundle, in percent. */
export const BUNDLE_DISCOUNT_MAX = 50;

/** A seller's bundle discount: `percent` off a bundle of `minBooks` of their copies or more. */
export type BundleTerms = { percent: number; minBooks: number };

/**
 * What a bundle of copies listed at `listedMinor` costs: their prices added up, less the seller's
 * discount when the bundle has enough copies (half a unit of discount rounds up). The server books
 * at this price; the web app shows it before booking.
 */
export function bundlePrice(listedMinor: readonly number[], discount: BundleTerms | null) {
  const listed = listedMinor.reduce((sum, p) => sum + p, 0);
  const discountPercent = discount && listedMinor.length >= discount.minBooks ? discount.percent : 0;
  return { listedMinor: listed, priceMinor: listed - percentOf(listed, discountPercent), discountPercent };
}
