import type { Task, TaskList } from 'graphile-worker';
import type { Deps } from '../deps.ts';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency.ts';
import { autoComplete } from '../services/order-lifecycle.ts';
import { releaseExpiredBookings } from '../services/orders.ts';
import { cancelEndedIntents } from '../services/payment-intents.ts';
import { payOut } from '../services/payouts.ts';

/**
 * What each job does, by its name (`area:action`: graphile-worker's names allow no dots): one call
 * into a service, as a procedure is. The schedules are
 * in CRONTAB; other jobs are added by the events that call for them.
 */
export function jobTasks(deps: Deps): TaskList {
  const tasks: Record<string, Task> = {
    /** Unpaid bookings past their hold let go of their copies; the intents of ended bookings are cancelled (again, should a pass have failed). */
    'orders:release_expired': async () => {
      if ((await releaseExpiredBookings(deps.db)) > 0) deps.publicReads.clear();
      await cancelEndedIntents(deps);
    },
    /** Orders handed over ORDER_AUTO_COMPLETE_DAYS ago complete, and sellers are paid what they are owed. */
    'orders:complete_handed_over': async () => {
      await autoComplete(deps.db, deps.config.ORDER_AUTO_COMPLETE_DAYS);
      await payOut(deps);
    },
    /** Idempotency-Keys past their 24 hours are forgotten. */
    'maintenance:purge': async () => {
      await purgeExpiredIdempotencyKeys(deps.db);
    },
  };
  return tasks;
}

/** The schedules (graphile-worker's crontab: minute hour day month weekday task ?options). */
export const CRONTAB = `
* * * * * orders:release_expired ?max=1
* * * * * orders:complete_handed_over ?max=1
17 * * * * maintenance:purge ?max=1
`;
