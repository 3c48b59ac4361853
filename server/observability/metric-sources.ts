import { Prisma } from '../db/generated/client.ts';
import { poolCounts, rows, type Db } from '../db/client.ts';
import type { ConversationHub } from '../realtime/conversation-hub.ts';
import type { DueJobs, MetricSources } from './metrics.ts';

/**
 * Due jobs per task and the age of the oldest, from graphile-worker's own tables: one aggregate over
 * the available jobs (its main index covers them), run only when Prometheus scrapes.
 */
async function dueJobs(db: Db): Promise<DueJobs> {
  const found = await rows<{ task: string; due: number; oldest_seconds: number }>(
    db,
    Prisma.sql`SELECT t.identifier AS task, count(*)::int AS due, extract(epoch FROM now() - min(j.run_at))::float8 AS oldest_seconds
      FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
      WHERE j.is_available AND j.run_at <= now()
      GROUP BY t.identifier`,
  );
  return found.map((r) => ({ task: r.task, due: r.due, oldestSeconds: r.oldest_seconds }));
}

/** What a store process's gauges read at scrape time: its database pool, its job queue, its live subscriptions. */
export function storeMetricSources(db: Db, conversations: ConversationHub): MetricSources {
  return { pool: () => poolCounts(db), dueJobs: () => dueJobs(db), liveSubscriptions: () => conversations.size };
}
