/** At most `max` characters of `text` on one line, cut at a word (with an ellipsis when cut). */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, flat.lastIndexOf(' ', max - 1)).trimEnd()}…`;
}
