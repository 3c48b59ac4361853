import type { SitePageBlock, SitePageInline } from '../../shared/site-page-content.ts';

/**
 * The Markdown an operator writes for a site page, read into blocks the client draws as elements
 * (never as HTML, so a page's file cannot put script or markup in the store). The subset: `# Title`
 * (the first), `##` and `###` headings, paragraphs, `-`/`*` and `1.` lists, `**strong**` and
 * `[links](/path)` (store paths, https, mailto and tel only; any other target stays text).
 */
export type ParsedPage = { title: string | null; blocks: SitePageBlock[] };

const SAFE_HREF = /^(\/(?!\/)|https?:\/\/|mailto:|tel:)/i;
const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): SitePageInline[] {
  const runs: SitePageInline[] = [];
  const pushText = (part: string) => {
    if (!part) return;
    const last = runs.at(-1);
    if (last?.type === 'text') last.text += part;
    else runs.push({ type: 'text', text: part });
  };
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(at, match.index));
    const [, strong, linkText, href] = match;
    if (strong !== undefined) runs.push({ type: 'strong', text: strong });
    else if (SAFE_HREF.test(href!)) runs.push({ type: 'link', text: linkText!, href: href! });
    else pushText(linkText!);
    at = match.index + match[0].length;
  }
  pushText(text.slice(at));
  return runs;
}

const HEADING = /^(#{1,3})\s+(.+?)\s*#*$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdownPage(markdown: string): ParsedPage {
  let title: string | null = null;
  const blocks: SitePageBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const item = BULLET.exec(raw) ?? NUMBERED.exec(raw);
    if (!line) {
      flush();
    } else if (heading) {
      flush();
      const [, hashes, text] = heading;
      if (hashes!.length === 1 && title === null) title = text!;
      else blocks.push({ type: 'heading', level: hashes!.length === 3 ? 3 : 2, text: text! });
    } else if (item) {
      const ordered = !BULLET.test(raw);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!.trim());
    } else if (list) {
      // An indented line goes on with the list's last item.
      list.items.push(`${list.items.pop()!} ${line}`);
    } else {
      paragraph.push(line);
    }
  }
  flush();
  return { title, blocks };
}

/** A page's words without their marks, for its description. */
export const plainText = (runs: SitePageInline[]) => runs.map((run) => run.text).join('');
