import { z } from 'zod';
import { asciiDigits } from './digits.ts';

/** A phone number as people write it: digits, spaces, dashes and brackets, `+` first if any; Bangla digits read as 0-9. */
export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(40, 'Phone is at most 40 characters')
  .overwrite(asciiDigits)
  .regex(/^[+\d][\d\s()-]{5,}$/, 'Phone must be a phone number, e.g. +8801700000000');
