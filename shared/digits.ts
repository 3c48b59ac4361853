/** Bangla digits (০-৯), as a Bangla keyboard types them. */
const BANGLA_DIGIT = /[০-৯]/g;

/**
 * A number or phone as typed, in 0-9: a reader with a Bangla keyboard types ৩৫০ for a price, and it
 * means 350 (docs/languages.md).
 */
export const asciiDigits = (text: string) => text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
