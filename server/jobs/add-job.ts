import type { Deps } from '../deps.ts';
import type { Prisma } from '../db/generated/client.ts';
import { CARRIED, contextToCarry } from './job-context.ts';
import type { TaskName, TaskPayload } from './task-payloads.ts';

type Client = Deps['db'] | Prisma.TransactionClient;

export type JobOptions = {
  runAt?: Date;
  /** One pending job per key: another add replaces it, or with `keepRunAt` keeps its time. */
  jobKey?: string;
  keepRunAt?: boolean;
};

/**
 * Adds a job to the queue (graphile-worker's add_job), in the caller's transaction when given one:
 * the job exists exactly when what called for it was committed. Only a registered task, with its
 * own payload (task-payloads.ts), compiles. The job carries the request (or job) that queued it
 * (job-context.ts).
 */
export async function addJob<N extends TaskName>(
  db: Client,
  task: N,
  payload: TaskPayload<N>,
  { runAt, jobKey, keepRunAt = false }: JobOptions = {},
): Promise<void> {
  const carried = contextToCarry();
  const json = JSON.stringify(carried ? { ...payload, [CARRIED]: carried } : payload);
  await db.$executeRaw`SELECT graphile_worker.add_job(${task}, ${json}::json,
    run_at := ${runAt ?? null}::timestamptz, job_key := ${jobKey ?? null}, job_key_mode := ${keepRunAt ? 'preserve_run_at' : 'replace'})`;
}
