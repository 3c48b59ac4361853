import { describe, expect, it } from 'vitest';
import type { Message } from '../../../shared/conversations.ts';
import { stillSending, type Pending } from './still-sending.ts';

const message = (id: string, from: 'buyer' | 'seller', text: string): Message => ({
  _id: id,
  conversationId: 'c1',
  mine: from === 'buyer',
  from,
  text,
  offer: null,
  createdAt: '2026-12-07T10:00:00.000Z',
});
const mine = (m: Message) => m.from === 'buyer';
const pending = (key: number, text: string, after: string | undefined): Pending => ({ key, text, after });

describe('stillSending', () => {
  it('keeps a message the thread does not hold yet', () => {
    const thread = [message('10', 'buyer', 'Hello')];
    expect(stillSending([pending(1, 'Hello', '10')], thread, mine)).toEqual([pending(1, 'Hello', '10')]);
  });

  it('drops a message once the subscription has brought it, before the server answered', () => {
    const thread = [message('10', 'buyer', 'Hello'), message('11', 'buyer', 'Hello')];
    expect(stillSending([pending(1, 'Hello', '10')], thread, mine)).toEqual([]);
  });

  it('matches each arrived message to one pending message only, oldest first', () => {
    const thread = [message('11', 'buyer', 'Yes')];
    expect(stillSending([pending(1, 'Yes', undefined), pending(2, 'Yes', undefined)], thread, mine)).toEqual([pending(2, 'Yes', undefined)]);
  });

  it('does not take the other party’s message with the same words for one’s own', () => {
    const thread = [message('11', 'seller', 'OK')];
    expect(stillSending([pending(1, 'OK', '10')], thread, mine)).toEqual([pending(1, 'OK', '10')]);
  });
});
