import { currentLocale } from '../i18n/locale.ts';
import { issueInWords, type Issue } from '../i18n/validation.ts';

/**
 * One message per field (the first the rules give), for the fields the person can fix; other issues
 * are left out. Each is in the page's language (client/i18n/validation.ts).
 */
export function fieldErrors<F extends string>(
  issues: ReadonlyArray<Issue & { path: readonly PropertyKey[] }>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  const locale = currentLocale();
  for (const issue of issues) {
    const field = fields.find((f) => f === issue.path[0]);
    if (field) errors[field] ??= issueInWords(issue, locale);
  }
  return errors;
}
