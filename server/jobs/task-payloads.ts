import { z } from 'zod';

const uuid = z.uuid();
const book = z.object({ bookId: uuid });
/** A schedule's job carries only graphile-worker's `_cron` note, which no task reads. */
const scheduled = z.object({});

/**
 * Every job the store runs, by name (`area:action`: graphile-worker's names allow no dots), with the
 * payload it takes. `addJob` accepts only these names, each with its own payload; a job's payload is
 * parsed again when it runs (tasks.ts), as it comes from the database, where SQL adds jobs too (the
 * triggers in docs/triggers.md; tests/job-registry.test.ts checks that SQL names no other task).
 */
export const TASK_PAYLOADS = {
  'orders:release_expired': scheduled,
  'orders:complete_handed_over': scheduled,
  'offers:lapse': scheduled,
  'maintenance:purge': scheduled,
  'views:rollup': scheduled,
  'payments:cancel_intent': z.object({ orderId: uuid, intentId: z.string().min(1) }),
  'payments:move_money': z.object({ movementId: uuid }),
  'email:send': z.object({ userId: uuid }),
  'email:notice': z.object({ id: uuid }),
  'email:messages': z.object({ userId: uuid, conversationId: uuid }),
  'email:alert_digests': scheduled,
  'email:alert_digest': z.object({ userId: uuid, day: z.iso.date() }),
  'push:notice': z.object({ id: uuid }),
  // `edited`: the listing changed and may match searches it did not (an old job may have no flag).
  'alerts:new_listing': book.extend({ edited: z.boolean().default(false) }),
  'alerts:price_drop': book.extend({ priceMinor: z.number().int(), wasMinor: z.number().int() }),
  'alerts:back_in_stock': book,
  'books:bulk_import': z.object({ importId: uuid }),
} as const satisfies Record<string, z.ZodType>;

export type TaskName = keyof typeof TASK_PAYLOADS;
/** What `addJob` takes for a task. */
export type TaskPayload<N extends TaskName> = z.input<(typeof TASK_PAYLOADS)[N]>;
/** What a task's handler is given, once parsed. */
export type ParsedTaskPayload<N extends TaskName> = z.output<(typeof TASK_PAYLOADS)[N]>;

export const TASK_NAMES = Object.keys(TASK_PAYLOADS) as TaskName[];

export function isTaskName(name: string): name is TaskName {
  return Object.hasOwn(TASK_PAYLOADS, name);
}
