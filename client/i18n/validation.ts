import en from './messages/validation.en.json';
import { formatNumber } from './format.ts';
import { namespace } from './namespace.ts';

/**
 * The shared rules (shared/*.ts) say what is wrong with a field in English, as the API does. On a
 * page in another language the web app says it in its own words, by the kind of problem (zod's
 * issue code) and its limit; a rule's own sentence shows as it is where the kind says too little.
 */
const validation = namespace('validation', en, () => import('./messages/validation.bn.json'));

/** The parts of a zod issue the words depend on. */
export type Issue = {
  code?: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  expected?: string;
  input?: unknown;
  format?: string;
  /** A shared rule's own: `rule` names it (shared/books.ts), with the numbers it speaks of. */
  params?: Record<string, unknown>;
};

type RuleKey = Extract<keyof typeof en, `rule.${string}`>;
const isRuleKey = (key: string): key is RuleKey => key.startsWith('rule.') && Object.hasOwn(en, key);

/** A rule across fields or values, by its name, when the catalog has words for it (`rule.<name>`), its numbers in the page's digits. */
function ruleWords(params: Issue['params']): string | null {
  const key = `rule.${String(params?.['rule'])}`;
  if (!params || !isRuleKey(key)) return null;
  const number = (name: string) => formatNumber(Number(params[name] ?? 0));
  return validation.t(key, { min: number('min'), max: number('max') });
}

const limit = (value: number | bigint | undefined) => Number(value ?? 0);

function wordsFor(issue: Issue): string | null {
  switch (issue.code) {
    case 'invalid_type':
      return validation.t(issue.input === undefined || issue.input === null || issue.input === '' ? 'required' : 'invalid');
    case 'too_small':
      if (issue.origin === 'string') return limit(issue.minimum) <= 1 ? validation.t('required') : validation.t('tooShort', { count: limit(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return validation.t('tooFew', { count: limit(issue.minimum) });
      return validation.t('atLeast', { limit: formatNumber(limit(issue.minimum)) });
    case 'too_big':
      if (issue.origin === 'string') return validation.t('tooLong', { count: limit(issue.maximum) });
      if (issue.origin === 'array' || issue.origin === 'set') return validation.t('tooMany', { count: limit(issue.maximum) });
      return validation.t('atMost', { limit: formatNumber(limit(issue.maximum)) });
    case 'invalid_format':
      return validation.t(issue.format === 'email' ? 'email' : 'invalid');
    case 'invalid_value':
      return validation.t('choose');
    case 'not_multiple_of':
      return validation.t('invalid');
    case 'custom':
      return ruleWords(issue.params);
    default:
      return null;
  }
}

/**
 * What is wrong with a field, in the page's language: in English the rule's own sentence; else the
 * web app's words, with the rule's sentence after them when the words alone say too little.
 */
export function issueInWords(issue: Issue, locale: string): string {
  if (locale === 'en') return issue.message;
  const words = wordsFor(issue);
  if (!words) return issue.message;
  return words === validation.t('invalid') ? validation.t('withRule', { words, rule: issue.message }) : words;
}
