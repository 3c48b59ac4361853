import { newReportSchema, type NewReportData } from '../../../shared/reports.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import type { FormReading } from '../../lib/use-checked-form.ts';

const FIELDS = ['reason', 'note'] as const;
export type ReportErrors = Partial<Record<(typeof FIELDS)[number], string>>;

// The book's id comes from the list, so it is not the person's to fix: the server checks it.
const formSchema = newReportSchema.omit({ bookId: true });

/** Checks the report form with the server's rules, with the reason's message in people's words rather than its codes. */
export function readReportForm(bookId: string, form: FormData): FormReading<NewReportData, ReportErrors> {
  const parsed = formSchema.safeParse({ reason: form.get('reason') ?? '', note: form.get('note') ?? '' });
  if (parsed.success) return { values: { bookId, ...parsed.data } };
  const errors = fieldErrors(parsed.error.issues, FIELDS);
  if (errors.reason) errors.reason = 'Choose a reason';
  return { errors };
}
