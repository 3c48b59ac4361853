import { z } from 'zod';

/** Minor units per major unit; every currency we support has two decimals. */
const MINOR = 100;

/** What the legacy wire sends as a price: "350", "350.50" or 350. Becomes integer minor units. */
export const priceInputSchema = z
  .union([z.number(), z.string().trim()], { message: 'Price must be a number' })
  .transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v;
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'Price must be a positive amount with at most two decimals, e.g. 350 or 350.50' });
      return z.NEVER;
    }
    const minor = Math.round(Number(text) * MINOR);
    if (minor <= 0) {
      ctx.addIssue({ code: 'custom', message: 'Price must be more than zero' });
      return z.NEVER;
    }
    return minor;
  });

/** Minor units as the legacy text price: 35000 -> "350", 35050 -> "350.50". */
export function toMajorText(minor: number): string {
  const major = Math.floor(minor / MINOR);
  const rest = minor % MINOR;
  return rest === 0 ? String(major) : `${major}.${String(rest).padStart(2, '0')}`;
}

/** SPEC section 9: the original price shown on cards is the resale price plus 100 (major units). */
export const ORIGINAL_PRICE_MARKUP_MINOR = 100 * MINOR;

/** One formatter for every price on every screen, in the store's configured currency. */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: minor % MINOR === 0 ? 0 : 2 }).format(minor / MINOR);
}
