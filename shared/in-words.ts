/** A list as a sentence says it: "A", "A and B", "A, B and C". */
export const inWords = (words: readonly string[]): string => (words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}` : (words[0] ?? ''));
