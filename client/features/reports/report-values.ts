import { z } from 'zod';
import { NOTE_MAX } from '../../../shared/note.ts';
import { newReportSchema } from '../../../shared/reports.ts';
import { reports } from '../../i18n/reports.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import type { FormReading } from '../../lib/use-checked-form.ts';

const FIELDS = ['reason', 'note'] as const;
export type ReportErrors = Partial<Record<(typeof FIELDS)[number], string>>;
/** What the person says in a report, whatever it is about: one of the offered reasons and an optional note. */
export type ReportValues<R extends string> = { reason: R; note: string };
/** The note's rule: the report's (500 characters) unless the form says otherwise. */
export type NoteRule = { schema: z.ZodType<string>; max: number };
export const REPORT_NOTE: NoteRule = { schema: newReportSchema.shape.note, max: NOTE_MAX.report };

/**
 * Reads the report form with the server's rules for the reasons it offers, with the reason's message
 * in people's words rather than its codes. What is reported (a listing, a conversation) comes from the
 * page, so it is not the person's to fix: the server checks it.
 */
export function reportFormReader<R extends string>(reasons: readonly [R, ...R[]], note: NoteRule = REPORT_NOTE) {
  const schema = z.object({ reason: z.enum(reasons), note: note.schema });
  return (form: FormData): FormReading<ReportValues<R>, ReportErrors> => {
    const parsed = schema.safeParse({ reason: form.get('reason') ?? '', note: form.get('note') ?? '' });
    if (parsed.success) return { values: parsed.data };
    const errors = fieldErrors(parsed.error.issues, FIELDS);
    if (errors.reason) errors.reason = reports.t('chooseReason');
    return { errors };
  };
}
