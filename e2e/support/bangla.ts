import fs from 'node:fs';

/**
 * A web app message in Bangla, as its translation file has it (client/i18n/messages/), with `{name}`
 * values filled in: a journey finds what a Bangla reader reads by the words they read.
 */
export function bangla(namespace: string, key: string, values: Record<string, string> = {}): string {
  const messages = JSON.parse(fs.readFileSync(`client/i18n/messages/${namespace}.bn.json`, 'utf8')) as Record<string, string>;
  const message = messages[key];
  if (message === undefined) throw new Error(`${namespace}.bn.json has no "${key}"`);
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
