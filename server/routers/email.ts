import { z } from 'zod';
import { emailSettingsChangeSchema, emailSettingsSchema, unsubscribedSchema, unsubscribeSchema } from '../../shared/email-settings.ts';
import { changeEmailSettings, emailSettings } from '../services/email/settings.ts';
import { unsubscribe } from '../services/email/unsubscribe.ts';
import { memberProcedure, publicProcedure, router } from '../trpc/init.ts';

export const emailRouter = router({
  settings: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/me/email-settings',
        tags: ['email'],
        summary: 'Which emails the caller gets',
        description:
          'Each topic the store emails about (bookings, payments, expired bookings, cancellations, messages) on or off, and ' +
          'alerts as one email a day (the default), one each, or none. **Who:** anyone with an account record, their own.',
      },
    })
    .input(z.void())
    .output(emailSettingsSchema)
    .query(({ ctx }) => emailSettings(ctx.deps, ctx.caller.user)),

  changeSettings: memberProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/me/email-settings',
        tags: ['email'],
        summary: 'Change which emails the caller gets',
        description:
          'Sets the topics given; the others stay as they are. Answers the settings after the change. **Who:** anyone with an account record, their own.',
      },
      privateWrite: true,
    })
    .input(emailSettingsChangeSchema)
    .output(emailSettingsSchema)
    .mutation(({ ctx, input }) => changeEmailSettings(ctx.deps, ctx.caller.user.id, input)),

  unsubscribe: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/email/unsubscribe',
        tags: ['email'],
        summary: 'Turn off the topic of an email, with the token of its unsubscribe link',
        description:
          "Every email the store sends links to `/unsubscribe?token=…`; this turns that email's topic off for the account it " +
          'was sent to (alerts: no alert email at all). The token is the authorization: no sign-in needed. Mail clients use ' +
          'the one-click URL of the `List-Unsubscribe` header instead (`POST /email/unsubscribe/one-click?token=…`). **Who:** ' +
          'whoever holds the link.',
        errorResponses: { 400: 'The token is not one of ours, or it was cut short.', 404: 'The account the email went to no longer exists.' },
      },
      privateWrite: true,
    })
    .input(unsubscribeSchema)
    .output(unsubscribedSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.deps, input.token)),
});
