import { z } from 'zod';
import { emailQuerySchema, insertResultSchema, meSchema, saveUserInputSchema, userSchema } from '../../shared/users.ts';
import { findUserByEmail, saveUser, toWireMe } from '../services/users.ts';
import { markNotificationsRead, recentNotifications } from '../services/notifications.ts';
import { notificationSchema } from '../../shared/notifications.ts';
import { updateResultSchema } from '../../shared/books.ts';
import { roleProcedure, router, signedInProcedure } from '../trpc/init.ts';

export const usersRouter = router({
  save: signedInProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/users',
        tags: ['users'],
        summary: 'Save the caller\'s user record (sign-up and every sign-in); upsert by email',
        description: 'The email must be the signed-in one. The role is set only when the record is created.',
      },
      limit: 'sign-in',
    })
    .input(saveUserInputSchema)
    .output(insertResultSchema)
    .mutation(({ ctx, input }) => saveUser(ctx.deps, ctx.caller, input)),

  byEmail: signedInProcedure
    .meta({
      openapi: { method: 'GET', path: '/user', tags: ['users'], summary: 'Role lookup: a user record by email, or null (yourself; admins anyone)' },
    })
    .input(emailQuerySchema)
    .output(userSchema.nullable())
    .query(({ ctx, input }) => findUserByEmail(ctx.deps, ctx.caller, input.email)),

  me: signedInProcedure
    .meta({ openapi: { method: 'GET', path: '/me', tags: ['users'], summary: 'The caller\'s own user record, or null before sign-up completes' } })
    .input(z.void())
    .output(meSchema.nullable())
    .query(({ ctx }) => (ctx.caller.user ? toWireMe(ctx.caller.user) : null)),

  notifications: roleProcedure('buyer', 'seller', 'admin')
    .meta({
      openapi: { method: 'GET', path: '/notifications', tags: ['users'], summary: 'The caller\'s recent events (bookings, payments, cancellations), newest first' },
    })
    .input(z.void())
    .output(z.array(notificationSchema))
    .query(({ ctx }) => recentNotifications(ctx.deps, ctx.caller.user.id)),

  readNotifications: roleProcedure('buyer', 'seller', 'admin')
    .meta({ openapi: { method: 'PATCH', path: '/notifications/read', tags: ['users'], summary: 'Mark all of the caller\'s notifications read' } })
    .input(z.object({}))
    .output(updateResultSchema)
    .mutation(({ ctx }) => markNotificationsRead(ctx.deps, ctx.caller.user.id)),
});
