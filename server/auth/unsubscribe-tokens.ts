import { isEmailTopic, type EmailTopic } from '../../shared/email-settings.ts';
import { sealer } from './sealed.ts';

/**
 * Every email carries a one-click unsubscribe (RFC 8058) for its topic: a token naming the user and
 * the topic, sealed with the server's secret, so the link works without signing in and cannot be
 * made for someone else.
 */
export function unsubscribeTokens(secret: Uint8Array) {
  const sealed = sealer(secret, 'unsubscribe');
  return {
    token: (userId: string, topic: EmailTopic) => sealed.seal({ u: userId, t: topic }),
    read(token: string): { userId: string; topic: EmailTopic } | null {
      const value = sealed.open(token) as { u?: unknown; t?: unknown } | null;
      return value && typeof value.u === 'string' && isEmailTopic(value.t) ? { userId: value.u, topic: value.t } : null;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
