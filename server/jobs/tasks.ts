import type { Task, TaskList } from 'graphile-worker';
import type { Deps } from '../deps.ts';
import { carriedContext } from './job-context.ts';
import { withRequest } from '../observability/request-context.ts';
import { inSpan } from '../observability/tracing.ts';
import { TASK_NAMES, TASK_PAYLOADS, type ParsedTaskPayload, type TaskName } from './task-payloads.ts';
import { purgeExpiredIdempotencyKeys } from '../services/idempotency-keys.ts';
import { rollUpBookViews } from '../services/book-views.ts';
import { autoComplete } from '../services/order-lifecycle.ts';
import { releaseExpiredBookings } from '../services/orders.ts';
import { lapseOffers } from '../services/offers.ts';
import { cancelIntent } from '../services/payment-intents.ts';
import { moveMoney } from '../services/money-movements.ts';
import { payOut } from '../services/payouts.ts';
import { alertBackInStock, alertNewListing, alertPriceDrop } from '../services/alerts.ts';
import { runImport } from '../services/bulk-imports.ts';
import { emailAlertDigest, emailNotice, emailUnreadMessages, queueAlertDigests } from '../services/email/notices.ts';
import { sendWaiting } from '../services/email/outbox.ts';
import { pushNotice } from '../services/push/notices.ts';

/** The job a handler runs for: its id stays the same through its retries, and when a killed process's job is given back. */
type JobRun = { jobId: string };
type Handlers = { [N in TaskName]: (payload: ParsedTaskPayload<N>, run: JobRun) => Promise<void> };

/**
 * What each job does, by its registered name (task-payloads.ts): one call into a service, as a
 * procedure is. The schedules are in CRONTAB; other jobs are added by the events that call for them.
 */
function handlers(deps: Deps): Handlers {
  return {
    /** Unpaid bookings past their hold let go of their copies. */
    'orders:release_expired': async () => {
      if ((await releaseExpiredBookings(deps.db)) > 0) deps.publicReads.clear();
    },
    /** Orders handed over ORDER_AUTO_COMPLETE_DAYS ago complete, and sellers are paid what they are owed. */
    'orders:complete_handed_over': async () => {
      await autoComplete(deps.db, deps.config.ORDER_AUTO_COMPLETE_DAYS);
      await payOut(deps);
    },
    /** Open offers past OFFER_HOURS, or whose copy is gone, lapse and both parties are told. */
    'offers:lapse': async () => {
      await lapseOffers(deps);
    },
    /** An ended booking's provider intent is cancelled (queued as the booking ends; retried with backoff while the provider fails). */
    'payments:cancel_intent': async ({ intentId }) => {
      await cancelIntent(deps, intentId);
    },
    /** A refund or transfer decided in a transaction is made at the provider (queued with it; retried with backoff while the provider fails). */
    'payments:move_money': async ({ movementId }) => {
      await moveMoney(deps, movementId);
    },
    /** Idempotency-Keys past their 24 hours are forgotten. */
    'maintenance:purge': async () => {
      await purgeExpiredIdempotencyKeys(deps.db);
    },
    /** Book views of days before yesterday are counted per book and day, and their visitors forgotten. */
    'views:rollup': async () => {
      await rollUpBookViews(deps.db, deps.config.STORE_TIME_ZONE);
    },
    /** Everything waiting in the outbox for one person, as one email, when their batch window and gap are over (added by the jobs below). */
    'email:send': async ({ userId }, { jobId }) => {
      await sendWaiting(deps, userId, { jobId });
    },
    /** A notification's email (added by a trigger on notifications), if its kind is emailed and its reader wants it. */
    'email:notice': async ({ id }) => {
      await emailNotice(deps, id);
    },
    /** A conversation's unread messages, at most one email about it every 15 minutes (added when a message notification is written). */
    'email:messages': async (reader) => {
      await emailUnreadMessages(deps, reader);
    },
    /** Every morning, a digest job for each user whose alerts of the last day wait for one. */
    'email:alert_digests': async () => {
      await queueAlertDigests(deps);
    },
    'email:alert_digest': async (digest) => {
      await emailAlertDigest(deps, digest);
    },
    /** A notification on its user's devices (added by a trigger on notifications, for users with one), if its kind is pushed and they want it. */
    'push:notice': async ({ id }) => {
      await pushNotice(deps, id);
    },
    /** Added by the triggers on books and orders: whoever a new listing, a lower price or a copy free again concerns is told. */
    'alerts:new_listing': async ({ bookId, edited }) => {
      await alertNewListing(deps, bookId, { edited });
    },
    'alerts:price_drop': async (drop) => {
      await alertPriceDrop(deps, drop);
    },
    'alerts:back_in_stock': async ({ bookId }) => {
      await alertBackInStock(deps, bookId);
    },
    /** Started by a shop: lists the rows of its CSV (services/bulk-imports.ts). */
    'books:bulk_import': async ({ importId }) => {
      await runImport(deps, importId);
    },
  };
}

/**
 * graphile-worker's task list: each registered task, its payload parsed before its handler runs. A
 * payload that does not parse will not parse on a retry either: it is logged and the job dropped.
 * A job runs as part of the request that queued it (its id on every log line, its span in that
 * request's trace; job-context.ts), or as `job:<id>` when nothing queued it (a schedule).
 */
export function jobTasks(deps: Deps): TaskList {
  const byName = handlers(deps);
  const run = async (name: TaskName, payload: unknown, jobId: string): Promise<void> => {
    const parsed = TASK_PAYLOADS[name].safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ task: name, payload, issues: parsed.error.issues }, 'jobs: dropped a job whose payload is malformed');
      return;
    }
    // The schema and the handler are the same name's, which TypeScript cannot follow through `name`.
    const handle = byName[name] as (payload: ParsedTaskPayload<TaskName>, run: JobRun) => Promise<void>;
    await handle(parsed.data, { jobId });
  };
  const task =
    (name: TaskName): Task =>
    (payload, helpers) => {
      const { requestId, traceparent } = carriedContext(payload);
      return withRequest({ requestId: requestId ?? `job:${helpers.job.id}` }, () =>
        inSpan(`job ${name}`, traceparent, async () => {
          const started = performance.now();
          await run(name, payload, helpers.job.id);
          deps.log.debug({ task: name, jobId: helpers.job.id, ms: Math.round(performance.now() - started) }, 'job');
        }),
      );
    };
  return Object.fromEntries(TASK_NAMES.map((name) => [name, task(name)]));
}

/** One schedule: when (minute hour day month weekday), which task, and graphile-worker's options. */
const schedule = (when: string, task: TaskName, options: string) => `${when} ${task} ${options}`;

/** The schedules (graphile-worker's crontab), each enqueued once per tick across processes. */
export const CRONTAB = [
  schedule('* * * * *', 'orders:release_expired', '?max=1'),
  schedule('* * * * *', 'orders:complete_handed_over', '?max=1'),
  schedule('* * * * *', 'offers:lapse', '?max=1'),
  schedule('17 * * * *', 'maintenance:purge', '?max=1'),
  schedule('23 * * * *', 'views:rollup', '?max=1'),
  schedule('0 8 * * *', 'email:alert_digests', '?max=3'),
].join('\n');
