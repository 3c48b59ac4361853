import type { Db } from '../db/client.ts';

/** How long an Idempotency-Key is remembered (see http/idempotency.ts, which honours the keys). */
export const KEY_LIFETIME_HOURS = 24;

/** Forgets keys older than KEY_LIFETIME_HOURS: run by an hourly job (jobs/tasks.ts); indexed on created_at. */
export async function purgeExpiredIdempotencyKeys(db: Db): Promise<number> {
  return db.$executeRaw`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => ${KEY_LIFETIME_HOURS}::int)`;
}
