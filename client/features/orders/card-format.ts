/*
 * The card fields format as the user types, as card forms do: digits only, the number in groups of
 * four, the expiry as MM/YY. Pure functions of the typed text, so pasting "4242424242424242" or
 * "1299" reads the same as typing it.
 */

const digitsOf = (text: string, max: number) => text.replace(/\D/g, '').slice(0, max);

/** "4242424242424242" -> "4242 4242 4242 4242" (up to 19 digits, the longest card number). */
export function formatCardNumber(text: string): string {
  return digitsOf(text, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * "1299" -> "12/99". The slash comes with the third digit, so deleting back over it never sticks;
 * a first digit above 1 can only be a month, so "4" reads as "04".
 */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Three or four digits. */
export function formatCvc(text: string): string {
  return digitsOf(text, 4);
}
