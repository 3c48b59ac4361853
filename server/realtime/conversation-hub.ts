import { z } from 'zod';

/**
 * What a conversation's NOTIFY says (services/conversations.ts sends it in the transaction that
 * writes, so it goes out on commit): which users should look, and for a read receipt what was read.
 * The messages themselves stay in the database: a signal only says "look". Anyone who can connect
 * to the database can NOTIFY, so cluster.ts parses each payload with this before it is believed.
 */
export const conversationSignal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), users: z.array(z.uuid()) }),
  z.object({ kind: z.literal('read'), users: z.array(z.uuid()), conversationId: z.uuid(), readUpTo: z.string().regex(/^\d+$/) }),
]);
export type ConversationSignal = z.infer<typeof conversationSignal>;

/** What one subscriber waits for: a reason to look for new messages, or a read receipt to pass on. */
export type Wake = { kind: 'look' } | { kind: 'read'; conversationId: string; readUpTo: string };

/** One open subscription's mailbox: wakes queue up while it is busy and are taken one by one. */
export class Mailbox {
  private readonly pending: Wake[] = [];
  private waiting: ((wake: Wake | null) => void) | null = null;
  private closed = false;

  constructor(private readonly onClose: () => void) {}

  put(wake: Wake): void {
    if (this.closed) return;
    // Several "look"s in a row are one look.
    if (wake.kind === 'look' && this.pending.some((w) => w.kind === 'look')) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(wake);
    } else this.pending.push(wake);
  }

  /** The next wake, or null once the mailbox is closed (the subscriber left or the server stops). */
  next(): Promise<Wake | null> {
    const wake = this.pending.shift();
    if (wake) return Promise.resolve(wake);
    if (this.closed) return Promise.resolve(null);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.waiting?.(null);
    this.waiting = null;
    this.onClose();
  }
}

/**
 * The open conversation subscriptions of this server process, by user. Signals come from the
 * database's LISTEN connection (cluster.ts) whichever process wrote, so one process's subscriber
 * hears of a message sent through another.
 */
export class ConversationHub {
  private readonly byUser = new Map<string, Set<Mailbox>>();

  /** A mailbox for this user's signals until it is closed. */
  open(userId: string): Mailbox {
    const boxes = this.byUser.get(userId) ?? new Set<Mailbox>();
    this.byUser.set(userId, boxes);
    const box: Mailbox = new Mailbox(() => {
      boxes.delete(box);
      if (boxes.size === 0 && this.byUser.get(userId) === boxes) this.byUser.delete(userId);
    });
    boxes.add(box);
    return box;
  }

  /** A signal from the conversations channel (checked by cluster.ts): its users' subscriptions look, or pass on the read receipt. */
  receive(signal: ConversationSignal): void {
    const wake: Wake = signal.kind === 'read' ? { kind: 'read', conversationId: signal.conversationId, readUpTo: signal.readUpTo } : { kind: 'look' };
    for (const user of signal.users) for (const box of this.byUser.get(user) ?? []) box.put(wake);
  }

  /** Signals may have been missed (the listening connection was lost): everyone looks again. */
  lookAll(): void {
    for (const boxes of this.byUser.values()) for (const box of boxes) box.put({ kind: 'look' });
  }

  /** How many subscriptions are open in this process. */
  get size(): number {
    let count = 0;
    for (const boxes of this.byUser.values()) count += boxes.size;
    return count;
  }

  /** Ends every subscription (the server is stopping), so no open stream holds it up. */
  closeAll(): void {
    for (const boxes of [...this.byUser.values()]) for (const box of [...boxes]) box.close();
  }
}
