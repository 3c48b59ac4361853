import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The import rules of eslint/architecture.js, run on planted code: each must fail the lint. Only
// those rules run (no type information), so a check takes a moment rather than a whole lint.
const { architecture } = (await import(pathToFileURL('eslint/architecture.js').href)) as { architecture: Linter.Config[] };
const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, ...architecture] });

/** The rules that `code`, written at `file`, breaks. */
async function brokenRules(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

describe('import rules', () => {
  it('refuse an import cycle, however far round', async () => {
    // books.ts imports listed.ts: listed.ts importing books.ts back closes a cycle.
    expect(await brokenRules(`import { findBook } from './books.ts';\nexport const f = findBook;\n`, 'server/services/listed.ts')).toContain(
      'import-x/no-cycle',
    );
    expect(await brokenRules(`export const nothing = 0;\n`, 'server/services/listed.ts')).toEqual([]);
  });

  it('keep tRPC and Fastify out of the services: they throw domain errors', async () => {
    for (const transport of ['@trpc/server', '@trpc/server/rpc', 'fastify']) {
      expect(await brokenRules(`import type * as transport from '${transport}';\nexport type T = typeof transport;\n`, 'server/services/listed.ts')).toContain(
        'no-restricted-imports',
      );
    }
    expect(
      await brokenRules(`import { NotFound } from './domain-errors.ts';\nexport const f = () => new NotFound('x');\n`, 'server/services/listed.ts'),
    ).toEqual([]);
  });

  it('find no cycle between the book and order services', async () => {
    const results = await eslint.lintFiles(['server/services/books.ts', 'server/services/orders.ts']);
    expect(results.flatMap((result) => result.messages.map((message) => message.ruleId))).toEqual([]);
  });
});

// eslint/user-visible-text.js on planted components: a sentence typed into the code is refused,
// a message from the translation files is not.
const { userVisibleTextPlugin } = (await import(pathToFileURL('eslint/user-visible-text.js').href)) as { userVisibleTextPlugin: ESLint.Plugin };
const textLint = new ESLint({
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.tsx'],
      languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
      plugins: { bookstore: userVisibleTextPlugin },
      rules: { 'bookstore/user-visible-text': 'error' },
    },
  ],
});
const textProblems = async (code: string) =>
  (await textLint.lintText(code, { filePath: 'client/features/example/example.tsx' }))[0]!.messages.map((message) => message.message);

describe('the user-visible text rule', () => {
  it('refuses words typed between tags, in the attributes people read, in a toast and in a choice between sentences', async () => {
    const planted = [
      `export const A = () => <p>Your order is paid</p>;`,
      `export const B = () => <button aria-label="Close the dialog" />;`,
      `export const C = () => <input placeholder={'Search books'} />;`,
      `export const D = ({ busy }: { busy: boolean }) => <span>{busy ? 'Saving…' : 'Save'}</span>;`,
      `export const E = ({ n }: { n: number }) => <span>{\`\${n} books\`}</span>;`,
      `declare const notify: { success: (m: string) => void };\nexport const f = () => notify.success('Saved');`,
      `export const G = () => <Field emptyText="Nothing here yet" />;`,
    ];
    for (const code of planted)
      expect(await textProblems(code), code).toEqual([expect.stringMatching(/^A person reads “.+”: put it in client\/i18n\/messages\//)]);
  });

  it('lets translated words, class names, ids and punctuation through', async () => {
    const fine = [
      `declare const t: (k: string) => string;\nexport const A = () => <p className="mt-2 text-sm" id="about">{t('orderPaid')}</p>;`,
      `declare const t: (k: string) => string;\nexport const B = () => <button type="button" aria-label={t('close')}>×</button>;`,
      `export const C = ({ n }: { n: number }) => <span>{n} · {n + 1}</span>;`,
      `export const D = () => <a href="/books" rel="noopener" target="_blank" />;`,
    ];
    for (const code of fine) expect(await textProblems(code), code).toEqual([]);
  });
});
