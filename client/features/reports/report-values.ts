import { z } from 'zod';
import { newReportSchema, type ReportReason } from '../../../shared/reports.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import type { FormReading } from '../../lib/use-checked-form.ts';

const FIELDS = ['reason', 'note'] as const;
export type ReportErrors = Partial<Record<(typeof FIELDS)[number], string>>;
/** What the person says in a report, whatever it is about: one of the offered reasons and an optional note. */
export type ReportValues<R extends ReportReason = ReportReason> = { reason: R; note: string };

/**
 * Reads the report form with the server's rules for the reasons it offers, with the reason's message
 * in people's words rather than its codes. What is reported (a listing, a conversation) comes from the
 * page, so it is not the person's to fix: the server checks it.
 */
export function reportFormReader<R extends ReportReason>(reasons: readonly [R, ...R[]]) {
  const schema = z.object({ reason: z.enum(reasons), note: newReportSchema.shape.note });
  return (form: FormData): FormReading<ReportValues<R>, ReportErrors> => {
    const parsed = schema.safeParse({ reason: form.get('reason') ?? '', note: form.get('note') ?? '' });
    if (parsed.success) return { values: parsed.data as ReportValues<R> };
    const errors = fieldErrors(parsed.error.issues, FIELDS);
    if (errors.reason) errors.reason = 'Choose a reason';
    return { errors };
  };
}
