import { Fragment, type ReactNode } from 'react';

const TAG = /<(\d+)>(.*?)<\/\1>/gs;

/**
 * A translated sentence with parts in markup, as the translation files write them: "<0>Sold.</0>
 * This copy has found its reader." draws part 0 with `parts[0]` (a bold word, a link). The
 * translator moves the parts within the sentence; the code says what each part is.
 */
export function RichText({ text, parts }: { text: string; parts: Array<(children: string) => ReactNode> }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    nodes.push(text.slice(last, match.index));
    const part = parts[Number(match[1])];
    nodes.push(<Fragment key={match.index}>{part ? part(match[2] ?? '') : match[2]}</Fragment>);
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return nodes;
}
