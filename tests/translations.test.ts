import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locales.ts';

// The store's words (docs/languages.md): the web app's, client/i18n/messages/<namespace>.<locale>.json;
// the notifications', which the server and the web app both write, shared/messages/; and the emails'
// and pushes', server/i18n/messages/. Every namespace has every message in every language, each a
// valid ICU message that takes the same values and wraps the same tags in each, so no page, email
// or push shows a key, an English sentence to a Bangla reader, or a sentence missing its number.
const DIRS = ['client/i18n/messages', 'shared/messages', 'server/i18n/messages'];
const filesOf = (dir: string) => fs.readdirSync(dir).filter((file) => file.endsWith('.json'));
/** Each namespace by its directory and name: `shared/messages/notices`. */
const namespaces = DIRS.flatMap((dir) => [...new Set(filesOf(dir).map((file) => path.join(dir, file.split('.')[0]!)))].sort());
const read = (namespace: string, locale: string) => JSON.parse(fs.readFileSync(`${namespace}.${locale}.json`, 'utf8')) as Record<string, string>;

/** The values a compiled message takes, by name: `{name}`, `{count, plural, …}` and those inside its choices. */
function valuesOf(message: CompiledMessage, into = new Set<string>()): Set<string> {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, , choices] = token;
    into.add(name);
    if (choices && typeof choices === 'object')
      for (const [key, choice] of Object.entries(choices)) if (key !== 'offset' && Array.isArray(choice)) valuesOf(choice as CompiledMessage, into);
  }
  return into;
}
const tagsOf = (message: string) => [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]).sort();

describe('the translation files', () => {
  it.each(DIRS)('are there in %s for every namespace in every language, and nothing else is', (dir) => {
    const inDir = namespaces.filter((ns) => path.dirname(ns) === dir).map((ns) => path.basename(ns));
    expect(inDir.length).toBeGreaterThan(0);
    expect(filesOf(dir).sort()).toEqual(inDir.flatMap((ns) => LOCALES.map((locale) => `${ns}.${locale}.json`)).sort());
  });

  it.each(namespaces)('%s: the same keys in every language, each a valid message with the same values and tags', (namespace) => {
    const english = read(namespace, 'en');
    for (const locale of LOCALES) {
      const messages = read(namespace, locale);
      expect(Object.keys(messages).sort(), `keys of ${namespace}.${locale}.json`).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(messages)) {
        expect(message.trim(), `${namespace}.${locale}: ${key} is empty`).not.toBe('');
        const compiled = compileMessageOrThrow(message);
        expect([...valuesOf(compiled)].sort(), `${namespace}.${locale}: the values ${key} takes`).toEqual(
          [...valuesOf(compileMessageOrThrow(english[key]!))].sort(),
        );
        expect(tagsOf(message), `${namespace}.${locale}: the tags of ${key}`).toEqual(tagsOf(english[key]!));
      }
    }
  });

  it('have Bangla that is Bangla: every Bangla message with words has Bengali letters (not an English copy)', () => {
    for (const namespace of namespaces) {
      for (const [key, message] of Object.entries(read(namespace, 'bn'))) {
        const words = message.replace(/\{[^{}]*\}/g, '').replace(/<\/?\d+>/g, '');
        if (/[A-Za-z]{3,}/.test(words) && !/[\u0980-\u09FF]/.test(words)) expect.fail(`${namespace}.bn: ${key} reads as English: ${message}`);
      }
    }
  });
});
