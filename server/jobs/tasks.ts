import type { Task, TaskList } from 'graphile-worker';
import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { purgeExpiredIdempotencyKeys } from '../services/idempotency-keys.ts';
import { autoComplete } from '../services/order-lifecycle.ts';
import { releaseExpiredBookings } from '../services/orders.ts';
import { cancelEndedIntents } from '../services/payment-intents.ts';
import { payOut } from '../services/payouts.ts';
import { alertBackInStock, alertNewListing, alertPriceDrop } from '../services/alerts.ts';
import { emailAlertDigest, emailNotice, emailUnreadMessages, queueAlertDigests } from '../services/email/notices.ts';
import { sendWaiting } from '../services/email/outbox.ts';

const uuid = z.uuid();
const notice = z.object({ id: uuid });
const recipient = z.object({ userId: uuid });
const conversationReader = z.object({ userId: uuid, conversationId: uuid });
const digest = z.object({ userId: uuid, day: z.iso.date() });
const book = z.object({ bookId: uuid });
const priceDrop = book.extend({ priceMinor: z.number().int(), wasMinor: z.number().int() });

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
    /** Everything waiting in the outbox for one person, as one email, when their batch window and gap are over (added by the jobs below). */
    'email:send': async (payload) => {
      await sendWaiting(deps, recipient.parse(payload).userId);
    },
    /** A notification's email (added by a trigger on notifications), if its kind is emailed and its reader wants it. */
    'email:notice': async (payload) => {
      await emailNotice(deps, notice.parse(payload).id);
    },
    /** A conversation's unread messages, at most one email about it every 15 minutes (added when a message notification is written). */
    'email:messages': async (payload) => {
      await emailUnreadMessages(deps, conversationReader.parse(payload));
    },
    /** Every morning, a digest job for each user whose alerts of the last day wait for one. */
    'email:alert_digests': async () => {
      await queueAlertDigests(deps);
    },
    'email:alert_digest': async (payload) => {
      await emailAlertDigest(deps, digest.parse(payload));
    },
    /** Added by the triggers on books and orders: whoever a new listing, a lower price or a copy free again concerns is told. */
    'alerts:new_listing': async (payload) => {
      await alertNewListing(deps, book.parse(payload).bookId);
    },
    'alerts:price_drop': async (payload) => {
      await alertPriceDrop(deps, priceDrop.parse(payload));
    },
    'alerts:back_in_stock': async (payload) => {
      await alertBackInStock(deps, book.parse(payload).bookId);
    },
  };
  return tasks;
}

/** The schedules (graphile-worker's crontab: minute hour day month weekday task ?options). */
export const CRONTAB = `
* * * * * orders:release_expired ?max=1
* * * * * orders:complete_handed_over ?max=1
17 * * * * maintenance:purge ?max=1
0 8 * * * email:alert_digests ?max=3
`;
