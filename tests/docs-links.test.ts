import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is a newcomer's first page and links into docs/ for the rest; these checks keep it
// short, keep every link between the pages working, and keep the docs self-contained.

const README_MAX_LINES = 250;

/** Every file under a folder, as repository paths. */
function filesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

const docFiles = ['README.md', ...filesUnder('docs')];
const markdownFiles = docFiles.filter((file) => file.endsWith('.md'));

/** The page without its fenced code blocks, whose lines are neither headings nor links. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '');
}

/** The page without any code: inline code's brackets are not links either. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/`[^`\n]*`/g, '');
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
function headingSlug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown page's headings; a repeated heading gets -1, -2, ... as on GitHub. */
function headingAnchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const slug = headingSlug(heading!.replace(/`/g, ''));
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
}

/** The targets of a page's links and images, inline (`[text](target)`) and by reference (`[ref]: target`). */
function linkTargets(markdown: string): string[] {
  const text = withoutCode(markdown);
  const inline = [...text.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const references = [...text.matchAll(/^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  return [...inline, ...references];
}

/** What is wrong with each relative link of a page (`from`): a missing file, or an anchor no heading has. */
function brokenLinks(from: string, markdown: string, readPage: (file: string) => string | undefined): string[] {
  const problems: string[] = [];
  for (const target of linkTargets(markdown)) {
    // Other sites, mail, and paths on the running store (`/docs`) are not files of this repository.
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('/')) continue;
    const [filePart = '', anchor] = target.split('#', 2);
    const file = filePart === '' ? from : path.normalize(path.join(path.dirname(from), decodeURIComponent(filePart)));
    const page = readPage(file);
    if (page === undefined) {
      problems.push(`${from}: ${target} (no file ${file})`);
      continue;
    }
    if (anchor !== undefined && !headingAnchors(page).has(anchor.toLowerCase())) {
      problems.push(`${from}: ${target} (no heading #${anchor} in ${file})`);
    }
  }
  return problems;
}

/** The repository's files as the links see them: undefined when missing, '' for a folder. */
function readRepositoryFile(file: string): string | undefined {
  if (!fs.existsSync(file)) return undefined;
  return fs.statSync(file).isDirectory() ? '' : fs.readFileSync(file, 'utf8');
}

describe('the link checker', () => {
  it('makes anchors the way GitHub does', () => {
    expect(headingSlug("The store's own pages")).toBe('the-stores-own-pages');
    expect(headingSlug('7. Running it')).toBe('7-running-it');
    expect(headingSlug('Wishlists, saved searches and alerts')).toBe('wishlists-saved-searches-and-alerts');
    expect(headingSlug('Email (SMTP)')).toBe('email-smtp');
    expect([...headingAnchors('# Page\n## `npm run bench`\n## Notes\n## Notes\n```\n# not a heading\n```\n')]).toEqual([
      'page',
      'npm-run-bench',
      'notes',
      'notes-1',
    ]);
  });

  it('finds a missing file and a missing anchor, and leaves code, other sites and store paths alone', () => {
    const pages: Record<string, string> = { 'docs/a.md': '# A\n## Known\n' };
    const page = [
      '[ok](a.md#known) [missing file](b.md) [missing anchor](a.md#unknown) [own](#here)',
      '[site](https://example.com) [store path](/docs) `[code](nowhere.md)`',
      '```',
      '[fenced](nowhere.md)',
      '```',
      '## Here',
    ].join('\n');
    expect(brokenLinks('docs/c.md', page, (file) => pages[file] ?? (file === 'docs/c.md' ? page : undefined))).toEqual([
      'docs/c.md: b.md (no file docs/b.md)',
      'docs/c.md: a.md#unknown (no heading #unknown in docs/a.md)',
    ]);
  });
});

describe('README and docs', () => {
  it(`README is under ${README_MAX_LINES} lines`, () => {
    const lines = fs.readFileSync('README.md', 'utf8').split('\n').length;
    expect(lines).toBeLessThan(README_MAX_LINES);
  });

  it('README links to the docs pages', () => {
    const linked = new Set(linkTargets(fs.readFileSync('README.md', 'utf8')).map((target) => target.split('#')[0]));
    for (const page of markdownFiles.filter((file) => file.startsWith('docs/'))) expect(linked).toContain(page);
  });

  it.each(markdownFiles)('every relative link of %s reaches a file and a heading', (file) => {
    expect(brokenLinks(file, fs.readFileSync(file, 'utf8'), readRepositoryFile)).toEqual([]);
  });

  // The repository's docs stand on their own: nothing points at the documents the store was first
  // specified in, which sit beside the checkout (the names are built so this file names neither).
  const outside = [['..', 'shared'].join('/'), ['SPEC', 'md'].join('.')];
  it.each(docFiles)('%s cites no document outside the repository', (file) => {
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    expect(lines.filter((line) => outside.some((name) => line.includes(name)))).toEqual([]);
  });

  it('the settings page names every setting the server reads', () => {
    const config = fs.readFileSync('server/config.ts', 'utf8');
    const schema = /const settingsSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(config)?.[1] ?? '';
    const settings = [...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
    expect(settings).toContain('DATABASE_URL');
    const page = fs.readFileSync('docs/settings.md', 'utf8');
    expect(settings.filter((name) => !page.includes(`\`${name}\``))).toEqual([]);
  });
});
