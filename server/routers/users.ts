import { z } from 'zod';
import {
  emailQuerySchema,
  meSchema,
  saveUserInputSchema,
  updateProfileSchema,
  userSchema,
  verificationEmailInputSchema,
  verificationEmailSentSchema,
} from '../../shared/users.ts';
import { insertResultSchema, updateResultSchema } from '../../shared/results.ts';
import { findUserByEmail, saveUser, toWireMe, updateProfile } from '../services/users.ts';
import { markNotificationsRead, recentNotifications } from '../services/notifications.ts';
import { sendVerificationEmail } from '../services/email/verification.ts';
import { notificationSchema } from '../../shared/notifications.ts';
import { roleProcedure, router, signedInProcedure } from '../trpc/init.ts';

export const usersRouter = router({
  save: signedInProcedure
    .meta({
      forbiddenWhen: 'sends an email other than the one they signed in with',
      openapi: {
        method: 'POST',
        path: '/users',
        tags: ['users'],
        summary: "Save the caller's user record (sign-up and every sign-in); upsert by email",
        description:
          "Creates the caller's record at sign-up (`insertedId` is its id) or updates its name and photo at a later sign-in " +
          '(`insertedId` is null). The role is set only when the record is created: buyer or seller as chosen (Google sign-in ' +
          'makes buyers); an address listed in ADMIN_EMAILS becomes admin once verified. Counts against the sign-in limit. ' +
          '**Who:** anyone signed in, for their own email. Legacy path.',
        errorResponses: {
          409: 'The email belongs to another sign-in account.',
        },
      },
      limit: 'sign-in',
    })
    .input(saveUserInputSchema)
    .output(insertResultSchema)
    .mutation(({ ctx, input }) => saveUser(ctx.deps, ctx.caller, input)),

  byEmail: signedInProcedure
    .meta({
      forbiddenWhen: 'asks for an email not their own, and is not an admin',
      openapi: {
        method: 'GET',
        path: '/user',
        tags: ['users'],
        summary: 'Role lookup: a user record by email, or null (yourself; admins anyone)',
        description:
          'The user record with this email (its role tells a client which menu to show), or `null`. **Who:** the caller for their own email; admins for anyone. Legacy path.',
      },
    })
    .input(emailQuerySchema)
    .output(userSchema.nullable())
    .query(({ ctx, input }) => findUserByEmail(ctx.deps, ctx.caller, input.email)),

  me: signedInProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/me',
        tags: ['users'],
        summary: "The caller's own user record, or null before sign-up completes",
        description:
          'The record of whoever the token belongs to, with whether their email is verified; `null` until `POST /users` created it. **Who:** anyone signed in.',
      },
    })
    .input(z.void())
    .output(meSchema.nullable())
    .query(({ ctx }) => (ctx.caller.user ? toWireMe(ctx.caller.user) : null)),

  sendVerificationEmail: roleProcedure('buyer', 'seller', 'admin')
    .meta({
      openapi: {
        method: 'POST',
        path: '/me/verification-email',
        tags: ['users'],
        summary: 'Email the caller a link that verifies their address',
        description:
          "Mails a link that verifies the caller's email address (booking and reporting need it) to that address, through " +
          "the store's mail; once followed it leads to `returnPath` on the store. The web app asks for one at sign-up and " +
          'again when the person asks. The record shows it verified once a fresh ID token says so (`GET /jwt` with it). ' +
          'Counts against the verification email limit (RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE, 1 a minute). ' +
          '**Who:** anyone with an account record, for their own address.',
        errorResponses: {
          409: "The caller's email address is verified already.",
          503: 'The email could not be sent just now.',
        },
      },
      limit: 'verification-email',
      privateWrite: true,
    })
    .input(verificationEmailInputSchema)
    .output(verificationEmailSentSchema)
    .mutation(({ ctx, input }) => sendVerificationEmail(ctx.deps, ctx.caller.user, input?.returnPath)),

  updateProfile: roleProcedure('buyer', 'seller', 'admin')
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/me',
        tags: ['users'],
        summary: "Change the caller's own name, profile photo, bio and language",
        description:
          "Changes the name (shown on the caller's listings), the profile photo (upload it first with `POST /images`; empty " +
          'removes it), the bio (at most 300 characters) and the language (`en` or `bn`, with `banglaDigits`: what the web ' +
          "app and the store's emails to them speak) of the caller's own record; a field left out stays as it is. " +
          "A seller's profile (`GET /sellers/{id}`) shows all three. Answers the record as changed. " +
          '**Who:** anyone with an account record, for their own record only.',
      },
    })
    .input(updateProfileSchema)
    .output(meSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.caller.user, input)),

  notifications: roleProcedure('buyer', 'seller', 'admin')
    .meta({
      openapi: {
        method: 'GET',
        path: '/notifications',
        tags: ['users'],
        summary: "The caller's recent events (bookings, payments, cancellations), newest first",
        description: 'The 20 latest notifications of the caller, read and unread, newest first. **Who:** anyone with an account record.',
      },
    })
    .input(z.void())
    .output(z.array(notificationSchema))
    .query(({ ctx }) => recentNotifications(ctx.deps, ctx.caller.user.id)),

  readNotifications: roleProcedure('buyer', 'seller', 'admin')
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/notifications/read',
        tags: ['users'],
        summary: "Mark all of the caller's notifications read",
        description:
          'Marks every unread notification of the caller read; `modifiedCount` says how many were. No body is needed. **Who:** anyone with an account record.',
      },
    })
    .input(
      z
        .object({})
        .optional()
        .meta({ examples: [{}] }),
    )
    .output(updateResultSchema)
    .mutation(({ ctx }) => markNotificationsRead(ctx.deps, ctx.caller.user.id)),
});
