import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../config.ts';

/** Where /metrics is served, from the settings (docs/operations.md#metrics). */
export type MetricsAccess =
  /** On the store's port, to anyone (development), or with METRICS_TOKEN as a bearer token when one is set. */
  | { where: 'public'; token: string | undefined }
  /** On METRICS_PORT alone (its own listener on HOST), with METRICS_TOKEN when one is set. */
  | { where: 'own-port'; port: number; token: string | undefined }
  /** Nowhere: production without METRICS_TOKEN or METRICS_PORT. */
  | { where: 'nowhere' };

export function metricsAccess(config: Pick<Config, 'NODE_ENV' | 'METRICS_TOKEN' | 'METRICS_PORT'>): MetricsAccess {
  const token = config.METRICS_TOKEN;
  if (config.METRICS_PORT !== undefined) return { where: 'own-port', port: config.METRICS_PORT, token };
  if (config.NODE_ENV === 'production' && token === undefined) return { where: 'nowhere' };
  return { where: 'public', token };
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether an Authorization header carries `token` as its bearer token, compared in constant time (digests of equal length). */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}
