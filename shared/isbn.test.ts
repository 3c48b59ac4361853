import { describe, expect, it } from 'vitest';
import { isbn10Of, isbn13Of, isbnSchema } from './isbn.ts';

// Published pairs (the ISBN standard's own examples): an ISBN-10, one whose check is X, and a 979 ISBN-13.
const PAIRS = [
  ['0306406152', '9780306406157'],
  ['080442957X', '9780804429573'],
] as const;

describe('ISBNs', () => {
  it('reads an ISBN-13 with hyphens, spaces or neither, and an ISBN-10 as its 978 ISBN-13', () => {
    for (const text of ['978-0-306-40615-7', '978 0 306 40615 7', '9780306406157', ' 0-306-40615-2 ', '0306406152']) {
      expect(isbn13Of(text)).toBe('9780306406157');
    }
    expect(isbn13Of('0-8044-2957-x')).toBe('9780804429573');
    expect(isbn13Of('979-10-90636-07-1')).toBe('9791090636071');
  });

  it('refuses a wrong check digit, a wrong length, another prefix and other characters', () => {
    for (const text of [
      '9780306406158',
      '0306406153',
      '030640615X',
      '97803064061',
      '4006381333931',
      '978-0-306-4O615-7',
      'X306406152',
      '',
      'ISBN 0306406152',
    ]) {
      expect(isbn13Of(text), text).toBeNull();
    }
  });

  it('writes a 978 ISBN-13 back as its ISBN-10, X included; a 979 one has none', () => {
    for (const [ten, thirteen] of PAIRS) expect(isbn10Of(thirteen)).toBe(ten);
    expect(isbn10Of('9791090636071')).toBeNull();
    expect(isbn10Of('9780306406158')).toBeNull();
  });

  it('round-trips every ISBN-10 of a range through its ISBN-13', () => {
    let checked = 0;
    for (let n = 30640600; n < 30641600; n++) {
      const first9 = String(n).padStart(9, '0');
      for (const check of '0123456789X') {
        const thirteen = isbn13Of(first9 + check);
        if (thirteen === null) continue;
        checked++;
        expect(isbn10Of(thirteen)).toBe(first9 + check);
      }
    }
    // Exactly one check character makes each nine digits an ISBN-10.
    expect(checked).toBe(1000);
  });

  it('checks input with a sentence a seller can act on', () => {
    expect(isbnSchema.parse('0-306-40615-2')).toBe('9780306406157');
    const refused = isbnSchema.safeParse('978-0-306-40615-8');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^Not an ISBN: type the 10 or 13 characters/);
  });
});
