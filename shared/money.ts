/**
 * Money in integer minor units: the smallest unit of the store's currency (poisha for BDT, yen for
 * JPY, fils for KWD). Every conversion reads the currency's decimals here. Free of zod: the
 * client's first chunk formats prices.
 */

const decimalsOf = new Map<string, number>();

/** How many decimals `currency` is written with: 2 for BDT, 0 for JPY, 3 for KWD (Intl's currency data). */
export function currencyDecimals(currency: string): number {
  let decimals = decimalsOf.get(currency);
  if (decimals === undefined) {
    decimals = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    decimalsOf.set(currency, decimals);
  }
  return decimals;
}

/** Minor units in one major unit: 100 for BDT, 1 for JPY, 1000 for KWD. */
const minorPerMajor = (currency: string): number => 10 ** currencyDecimals(currency);

/** A major amount (a search bound, a demo price) in minor units, rounded to the currency's smallest unit. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * minorPerMajor(currency));
}

/** Minor units as a major amount: 35050 -> 350.5 in BDT, 350 -> 350 in JPY. */
export function toMajor(minor: number, currency: string): number {
  return minor / minorPerMajor(currency);
}

/** Minor units as the legacy text price: 35000 -> "350" and 35050 -> "350.50" in BDT, 350 -> "350" in JPY. */
export function toMajorText(minor: number, currency: string): string {
  const per = minorPerMajor(currency);
  const whole = Math.floor(minor / per);
  const rest = minor % per;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(currencyDecimals(currency), '0')}`;
}

/**
 * A major amount as typed ("350", "350.50") in minor units of `currency`, in whole numbers (no
 * binary fractions); null when it has more decimals than the currency (350.5 yen).
 */
export function minorFromText(text: string, currency: string): number | null {
  const decimals = currencyDecimals(currency);
  const [whole = '', fraction = ''] = text.split('.');
  if (!/^0*$/.test(fraction.slice(decimals))) return null;
  return Number(whole) * minorPerMajor(currency) + Number(fraction.slice(0, decimals).padEnd(decimals, '0'));
}

// Made once per locale, currency and decimals: building one costs a millisecond or more on a phone,
// and a page of books shows dozens of prices.
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** One formatter for every price on every screen and in every message: "BDT 350", "$350.50", "¥350". */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const fractionDigits = minor % minorPerMajor(currency) === 0 ? 0 : currencyDecimals(currency);
  const key = `${locale ?? ''}|${currency}|${fractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    moneyFormats.set(key, format);
  }
  return format.format(toMajor(minor, currency));
}

/** `percent` of an amount in minor units, in whole minor units (half a unit rounds up): a fee, a discount. */
export function percentOf(minor: number, percent: number): number {
  return Math.round((minor * percent) / 100);
}
