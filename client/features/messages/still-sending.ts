import type { Message } from '../../../shared/conversations.ts';
import { idAtLeast } from './conversation-cache.ts';

/** A message shown before the server has it: its text, and the newest message id in the thread when it was sent. */
export type Pending = { key: number; text: string; after: string | undefined };

/**
 * The pending messages still to show as "Sending…". The subscription may bring one's own message
 * into the thread before `send` answers with its id: that message then stands for the oldest pending
 * one with its text, sent before it arrived, so it shows once, not twice.
 */
export function stillSending(pending: Pending[], messages: Message[], mine: (m: Message) => boolean): Pending[] {
  const arrived = messages.filter(mine);
  const claimed = new Set<string>();
  return pending.filter((p) => {
    const match = arrived.find((m) => !claimed.has(m._id) && m.text === p.text && (p.after === undefined || !idAtLeast(p.after, m._id)));
    if (match) claimed.add(match._id);
    return !match;
  });
}
