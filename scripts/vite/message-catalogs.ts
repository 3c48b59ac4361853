import fs from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * A translation file: client/i18n/messages/<namespace>.<locale>.json, or shared/messages/ for the
 * words the server writes too (notifications) (docs/languages.md).
 */
const CATALOG = /[\\/](?:client[\\/]i18n|shared)[\\/]messages[\\/][\w-]+\.\w+\.json$/;

/**
 * Compiles the translation files' ICU messages at build time, as Lingui's own compiler does, so the
 * browser gets ready-to-fill messages and never loads the compiler. A message that is not valid
 * ICU fails the build, naming it.
 */
export function messageCatalogs(): Plugin {
  return {
    name: 'bookstore:message-catalogs',
    enforce: 'pre',
    async load(id) {
      if (!CATALOG.test(id)) return null;
      const messages = JSON.parse(await fs.readFile(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => {
          try {
            return [key, compileMessageOrThrow(message)];
          } catch (error) {
            throw new Error(`${id}: "${key}" is not a valid ICU message: ${(error as Error).message}`, { cause: error });
          }
        }),
      );
      // JSON.parse of a string literal: the fastest way for a browser to take a large object.
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`, moduleType: 'js' };
    },
  };
}
