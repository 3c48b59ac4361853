import { describe, expect, it } from 'vitest';
import { bearerMatches, metricsAccess } from './metrics-access.ts';

describe('metricsAccess', () => {
  it('serves /metrics openly in development, with the token once one is set', () => {
    expect(metricsAccess({ NODE_ENV: 'development', METRICS_TOKEN: undefined, METRICS_PORT: undefined })).toEqual({ where: 'public', token: undefined });
    expect(metricsAccess({ NODE_ENV: 'development', METRICS_TOKEN: 'x'.repeat(16), METRICS_PORT: undefined })).toEqual({
      where: 'public',
      token: 'x'.repeat(16),
    });
  });

  it('in production, serves it only with a token, or on METRICS_PORT', () => {
    expect(metricsAccess({ NODE_ENV: 'production', METRICS_TOKEN: undefined, METRICS_PORT: undefined })).toEqual({ where: 'nowhere' });
    expect(metricsAccess({ NODE_ENV: 'production', METRICS_TOKEN: 't'.repeat(16), METRICS_PORT: undefined })).toEqual({
      where: 'public',
      token: 't'.repeat(16),
    });
    expect(metricsAccess({ NODE_ENV: 'production', METRICS_TOKEN: undefined, METRICS_PORT: 9464 })).toEqual({
      where: 'own-port',
      port: 9464,
      token: undefined,
    });
  });
});

describe('bearerMatches', () => {
  const token = 'the-metrics-token-1234';
  it('takes the token as a bearer token alone', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerMatches('Bearer ', token)).toBe(false);
  });
});
