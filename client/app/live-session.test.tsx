import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ConversationEvent } from '../../shared/conversations.ts';
import type { Me } from '../../shared/users.ts';
import { MessagesLink } from '../features/messages/messages-link.tsx';
import { fakeServer, renderWithProviders } from '../test/fake-server.tsx';
import { LiveSession } from './live-session.tsx';

const ME: Me = {
  _id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  name: 'Rina Reader',
  email: 'reader@example.com',
  image: '',
  role: 'buyer',
  status: 'verified',
  emailVerified: true,
  bio: '',
  language: 'en',
  banglaDigits: true,
};

/** The browser's EventSource as the subscription link uses it: the test sends the server's events. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  readonly CLOSED = 2;
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = this.CLOSED;
  }
  send(event: ConversationEvent) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

/** The open connections to the conversations' events. */
const conversationStreams = () => FakeEventSource.opened.filter((source) => source.readyState !== source.CLOSED && source.url.includes('conversations.events'));

describe('LiveSession', () => {
  it('keeps the signed-in member’s unread count live through one subscription, whatever shows the count', async () => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    let unread = 1;
    fakeServer({ 'users.me': () => ME, 'conversations.unread': () => ({ unread }) });
    renderWithProviders(
      <>
        <LiveSession />
        <MessagesLink />
        <MessagesLink />
      </>,
    );

    expect(await screen.findAllByText('1')).toHaveLength(2);
    await vi.waitFor(() => expect(conversationStreams()).toHaveLength(1));
    unread = 2;
    const message = {
      _id: '41',
      conversationId: 'c-1',
      mine: false,
      from: 'seller',
      text: 'Still available',
      offer: null,
      createdAt: new Date().toISOString(),
    } as const;
    act(() => conversationStreams()[0]!.send({ kind: 'message', message }));

    expect(await screen.findAllByText('2')).toHaveLength(2);
    expect(conversationStreams()).toHaveLength(1);
  });
});
