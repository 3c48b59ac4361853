/**
 * A raw (parsed JSON) input with every string in it passed through `rewrite`: objects and arrays
 * are changed in place (a raw input is the request's own, parsed for this call), walked without
 * recursion since inputs can nest deep. Returns the input, or the rewritten string when it is one.
 */
export function rewriteStrings(input: unknown, rewrite: (text: string) => string): unknown {
  const root: Record<string, unknown> = { input };
  const pending: Array<Record<string, unknown>> = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        const rewritten = rewrite(value);
        if (rewritten !== value) node[key] = rewritten;
      } else if (value !== null && typeof value === 'object') {
        pending.push(value as Record<string, unknown>);
      }
    }
  }
  return root.input;
}
