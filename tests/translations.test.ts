import fs from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../shared/locales.ts';

// The web app's words (docs/languages.md): client/i18n/messages/<namespace>.<locale>.json. Every
// namespace has every message in every language, each a valid ICU message that takes the same
// values and wraps the same tags in each, so no page shows a key, an English sentence on a Bangla
// page, or a sentence missing its number.
const DIR = 'client/i18n/messages';
const files = fs.readdirSync(DIR).filter((file) => file.endsWith('.json'));
const namespaces = [...new Set(files.map((file) => file.split('.')[0]!))].sort();
const read = (namespace: string, locale: string) =>
  JSON.parse(fs.readFileSync(path.join(DIR, `${namespace}.${locale}.json`), 'utf8')) as Record<string, string>;

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
  it('are there for every namespace in every language, and nothing else is', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(files.sort()).toEqual(namespaces.flatMap((ns) => LOCALES.map((locale) => `${ns}.${locale}.json`)).sort());
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
