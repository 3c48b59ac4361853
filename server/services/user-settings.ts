import type { z } from 'zod';
import { Prisma } from '../db/generated/client.ts';
import type { Deps } from '../deps.ts';
import { NotFound } from './domain-errors.ts';

/** The columns of users that hold a user's choices as JSON, each read through its schema (shared/email-settings.ts, shared/push.ts). */
type SettingsColumn = 'email_settings' | 'push_settings';

/** A user's stored choices with the defaults filled in (a setting the store added since reads as its default). */
export function readSettings<S extends z.ZodType>(schema: S, stored: unknown): z.output<S> {
  const parsed = schema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : schema.parse({});
}

/**
 * Changes some of a user's choices, in one statement that merges them into what is stored (two
 * changes at once both land); answers the choices after it.
 */
export async function changeSettings<S extends z.ZodType>(
  { db }: Pick<Deps, 'db'>,
  column: SettingsColumn,
  schema: S,
  userId: string,
  change: object,
): Promise<z.output<S>> {
  const name = Prisma.raw(column);
  const [row] = await db.$queryRaw<Array<{ settings: unknown }>>`
    UPDATE users SET ${name} = ${name} || ${JSON.stringify(change)}::jsonb WHERE id = ${userId}::uuid RETURNING ${name} AS settings`;
  if (!row) throw new NotFound('There is no such user.');
  return readSettings(schema, row.settings);
}
