import { TRPCError } from '@trpc/server';
import type { EmailSettings, EmailTopic } from '../../../shared/email-settings.ts';
import { sealer } from '../../auth/sealed.ts';
import type { Deps } from '../../deps.ts';
import { changeEmailSettings, isEmailTopic, topicOff } from './settings.ts';

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

/** POST /email/unsubscribe (and the one-click URL in the List-Unsubscribe header): that topic is off for good. */
export async function unsubscribe(deps: Pick<Deps, 'db' | 'unsubscribeTokens'>, token: string): Promise<{ topic: EmailTopic; settings: EmailSettings }> {
  const read = deps.unsubscribeTokens.read(token);
  if (!read) throw new TRPCError({ code: 'BAD_REQUEST', message: 'That unsubscribe link is not one of ours, or it was cut short.' });
  const settings = await changeEmailSettings(deps, read.userId, topicOff(read.topic)).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') throw new TRPCError({ code: 'NOT_FOUND', message: 'The account this link was for no longer exists.' });
    throw error;
  });
  return { topic: read.topic, settings };
}
