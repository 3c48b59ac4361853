/**
 * Characters no text sent to the store may hold:
 * - U+0000: PostgreSQL text cannot store it, so a query would fail on it;
 * - the bidirectional controls (U+061C, U+200E-U+200F, U+202A-U+202E, U+2066-U+2069), which make
 *   text read as something it is not ("gpj.exe" shown as "exe.jpg", a phone number reversed);
 * - invisible characters with no work to do in our text (zero-width space U+200B, word joiner and
 *   invisible operators U+2060-U+2064, U+FEFF), which hide words from search and moderation.
 * The zero-width joiner and non-joiner (U+200C, U+200D) stay: Bangla spelling and emoji need them.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is one of the characters refused
const REFUSED = /[\u0000\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The message refusing a raw (parsed JSON) input whose strings hold a refused character, naming the
 * first one; undefined when there is none. Walked without recursion: inputs can nest deep.
 */
export function refusedCharacterMessage(input: unknown): string | undefined {
  const pending = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      const found = REFUSED.exec(value)?.[0];
      if (found === '\u0000') return 'Text must not contain the NUL character (U+0000).';
      if (found !== undefined) return `Text must not contain ${codePoint(found)}, an invisible character that changes how text reads.`;
    } else if (value !== null && typeof value === 'object') {
      for (const inner of Object.values(value)) pending.push(inner);
    }
  }
  return undefined;
}
