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
