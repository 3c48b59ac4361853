/** Money in integer minor units. Free of zod: the client's first chunk formats prices. */

/** Minor units per major unit; every currency we support has two decimals. */
export const MINOR = 100;

/** Minor units as the legacy text price: 35000 -> "350", 35050 -> "350.50". */
export function toMajorText(minor: number): string {
  const major = Math.floor(minor / MINOR);
  const rest = minor % MINOR;
  return rest === 0 ? String(major) : `${major}.${String(rest).padStart(2, '0')}`;
}

/** One formatter for every price on every screen, in the store's configured currency. */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: minor % MINOR === 0 ? 0 : 2 }).format(minor / MINOR);
}
