import { tracked } from '@trpc/server';
import { z } from 'zod';
import { idSchema } from '../../shared/ids.ts';
import {
  conversationSchema,
  messagesPageSchema,
  messagesQuerySchema,
  reportConversationSchema,
  sendMessageSchema,
  startConversationSchema,
} from '../../shared/conversations.ts';
import { reportConversation } from '../services/reports.ts';
import { createdResultSchema } from '../../shared/results.ts';
import {
  conversationAbout,
  myConversation,
  myConversations,
  openConversationStream,
  sendMessage,
  startConversation,
  threadPage,
  unreadMessages,
} from '../services/conversations.ts';
import { memberProcedure, router } from '../trpc/init.ts';

const PARTIES_ONLY = 'There is no such conversation, or the caller is not one of its two parties.';

export const conversationsRouter = router({
  start: memberProcedure
    .meta({
      forbiddenWhen: 'has an unverified email, or the book is their own',
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/conversations',
        tags: ['conversations'],
        summary: "Ask the seller of a book: opens (or reopens) the caller's conversation about it, with a message",
        description:
          "Adds the message to the one conversation between the caller (as buyer) and the book's seller about this book, " +
          "creating it the first time: asking again answers the same `insertedId` (the conversation's `_id`). The seller is " +
          'notified. Counts against the message limit (RATE_LIMIT_MESSAGES_PER_MINUTE). **Who:** any account with a verified ' +
          'email, not about their own listing.',
        errorResponses: {
          404: 'There is no book with this id.',
        },
      },
      limit: 'message',
      privateWrite: true,
    })
    .input(startConversationSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => startConversation(ctx.deps, ctx.caller.user, input)),

  list: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/conversations',
        tags: ['conversations'],
        summary: "The caller's conversations, the most recent first, with unread counts",
        description:
          'Conversations the caller is a party to (as buyer or seller), 30 at a time, the one with the newest message first; ' +
          "pass the last one's `_id` as `cursor` for the next page. Each names the other party (their email only once an " +
          'order exists between the two for the book). **Who:** anyone with an account record.',
      },
    })
    .input(z.object({ cursor: idSchema.meta({ description: 'The `_id` of the last conversation of the previous page.' }).optional() }))
    .output(z.array(conversationSchema))
    .query(({ ctx, input }) => myConversations(ctx.deps, ctx.caller.user, input)),

  about: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/books/{bookId}/conversation',
        tags: ['conversations'],
        summary: "The caller's conversation about one book, or null",
        description: 'The conversation the caller has about this book (as its buyer or its seller), or `null`. **Who:** anyone with an account record.',
      },
    })
    .input(z.object({ bookId: idSchema.meta({ description: "The book's `_id`." }) }))
    .output(conversationSchema.nullable())
    .query(({ ctx, input }) => conversationAbout(ctx.deps, ctx.caller.user, input.bookId)),

  unread: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/conversations/unread',
        tags: ['conversations'],
        summary: 'How many messages the caller has not read yet',
        description: "Messages from the other parties of all the caller's conversations that the caller has not read. **Who:** anyone with an account record.",
      },
    })
    .input(z.void())
    .output(z.object({ unread: z.number().int().min(0) }))
    .query(async ({ ctx }) => ({ unread: await unreadMessages(ctx.deps, ctx.caller.user) })),

  // Singular, like the legacy /book/{id}: under /conversations, an empty or odd id would read as the list.
  byId: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/conversation/{id}',
        tags: ['conversations'],
        summary: "One of the caller's conversations",
        description: 'The conversation with this `_id`, as the list shows it (the other party, unread count, read receipt, order). **Who:** its two parties.',
        errorResponses: { 404: PARTIES_ONLY },
      },
    })
    .input(z.object({ id: idSchema.meta({ description: "The conversation's `_id`." }) }))
    .output(conversationSchema)
    .query(({ ctx, input }) => myConversation(ctx.deps, ctx.caller.user, input.id)),

  messages: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/conversations/{id}/messages',
        tags: ['conversations'],
        summary: "A page of a conversation's messages, newest first; reading the newest page marks it read",
        description:
          'The 30 newest messages (or, with `cursor`, the 30 before that message). Reading the newest page marks the ' +
          "conversation read up to its newest message: the caller's unread count drops and the other party sees the read " +
          'receipt (`otherReadUpTo`). **Who:** its two parties; admins too while it has an open report (reading marks ' +
          'nothing read for them).',
        errorResponses: { 404: PARTIES_ONLY },
      },
    })
    .input(messagesQuerySchema)
    .output(messagesPageSchema)
    .query(({ ctx, input }) => threadPage(ctx.deps, ctx.caller.user, input)),

  send: memberProcedure
    .meta({
      forbiddenWhen: 'has an unverified email',
      idempotent: true,
      openapi: {
        method: 'POST',
        path: '/conversations/{id}/messages',
        tags: ['conversations'],
        summary: 'Send a message in a conversation',
        description:
          'Adds the message; `insertedId` is its `_id`. The other party is notified and their open subscriptions receive ' +
          'it at once. Counts against the message limit (RATE_LIMIT_MESSAGES_PER_MINUTE). **Who:** its two parties, with a ' +
          'verified email.',
        errorResponses: {
          404: PARTIES_ONLY,
          409: "The other party's account has been deleted.",
        },
      },
      limit: 'message',
      privateWrite: true,
    })
    .input(sendMessageSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => sendMessage(ctx.deps, ctx.caller.user, input)),

  report: memberProcedure
    .meta({
      forbiddenWhen: 'has an unverified email',
      openapi: {
        method: 'POST',
        path: '/conversations/{id}/report',
        tags: ['conversations'],
        summary: 'Report a conversation to the admins',
        description:
          'The conversation reaches Reported Items (`GET /reported-items`, with its `conversationId`); while the report is ' +
          'open, admins may read its messages. Once per conversation and party. **Who:** its two parties, with a verified email.',
        errorResponses: {
          404: PARTIES_ONLY,
          409: 'The caller has already reported this conversation.',
        },
      },
      privateWrite: true,
    })
    .input(reportConversationSchema)
    .output(createdResultSchema)
    .mutation(({ ctx, input }) => reportConversation(ctx.deps, ctx.caller.user, input)),

  /**
   * The caller's new messages and read receipts as they happen (tRPC only: server-sent events through
   * httpSubscriptionLink; REST clients poll the reads above). Each message is a tracked event, so a
   * client that reconnects sends the last id it saw and receives exactly what it missed.
   */
  events: memberProcedure
    .input(
      z.object({
        lastEventId: z
          .string()
          .regex(/^\d{1,18}$/, 'lastEventId must be the `_id` of a message')
          .nullish(),
      }),
    )
    .subscription(async ({ ctx, input, signal }) => {
      // Opened before the client hears it is connected (see openConversationStream).
      const items = await openConversationStream(ctx.deps, ctx.caller.user, input.lastEventId, signal);
      return (async function* () {
        for await (const item of items) yield item.id === null ? item.event : tracked(item.id, item.event);
      })();
    }),
});
