/**
 * A raw (parsed JSON) input with every string in it passed through `rewrite`. The input itself is
 * left as it is (a caller may hold it: tRPC's createCaller passes the caller's own object): what
 * changes is copied, with the objects and arrays on the way to it, and the rest is shared. Walked
 * without recursion, since inputs can nest deep. Returns the input when nothing changed.
 */
export function rewriteStrings(input: unknown, rewrite: (text: string) => string): unknown {
  type Node = Record<string, unknown>;
  const root: Node = { input };
  /** Each node walked, with where it sits in its parent. */
  const parents = new Map<Node, { parent: Node; key: string }>();
  /** The copy made of each node that holds a change (the root is ours: its own copy). */
  const copies = new Map<Node, Node>([[root, root]]);
  const writable = (node: Node): Node => {
    const chain: Node[] = [];
    for (let n: Node | undefined = node; n && !copies.has(n); n = parents.get(n)?.parent) chain.push(n);
    for (const n of chain.reverse()) {
      const copy = (Array.isArray(n) ? [...(n as unknown[])] : { ...n }) as Node;
      copies.set(n, copy);
      const { parent, key } = parents.get(n)!;
      copies.get(parent)![key] = copy;
    }
    return copies.get(node)!;
  };
  const pending: Node[] = [root];
  while (pending.length > 0) {
    const node = pending.pop()!;
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') {
        const rewritten = rewrite(value);
        if (rewritten !== value) writable(node)[key] = rewritten;
      } else if (value !== null && typeof value === 'object') {
        parents.set(value as Node, { parent: node, key });
        pending.push(value as Node);
      }
    }
  }
  return root.input;
}
