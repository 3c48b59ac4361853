import { z } from 'zod';

/** An optional note of at most `max` characters, trimmed ('' when there is none): on reports, problems and handovers. */
export const noteSchema = (max: number) => z.string().trim().max(max, `Note is at most ${max} characters`).default('');

/** How long each kind of note may be. */
export const NOTE_MAX = { report: 500, handover: 300, problem: 1000 } as const;
