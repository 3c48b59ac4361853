import { z } from 'zod';

// Trimmed, then checked: z.uuid() would check before trimming. The string's own uuid() check also
// keeps `format: uuid` in the OpenAPI document, which a pipe into z.uuid() would lose.
// eslint-disable-next-line @typescript-eslint/no-deprecated
export const idSchema = z.string().trim().uuid({ error: 'That id is malformed: expected a UUID' });

/** The `{id}` of a path, described as the id of `thing` (a book, an order, ...). */
export function idParam(thing: string) {
  return z.object({ id: idSchema.meta({ description: `The ${thing}'s \`_id\` (a UUID).`, examples: ['0b5f6a1e-3c2d-4e8f-9a7b-1c2d3e4f5a6b'] }) });
}

/** When something happened: ISO 8601 in UTC. */
export const timestampSchema = z.iso.datetime().meta({ examples: ['2026-11-24T18:30:00.000Z'] });
