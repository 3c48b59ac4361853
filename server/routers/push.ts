import { z } from 'zod';
import { idParam } from '../../shared/ids.ts';
import {
  MAX_PUSH_DEVICES,
  pushDeviceSchema,
  pushDevicesSchema,
  pushSettingsChangeSchema,
  pushSettingsSchema,
  pushSubscriptionInputSchema,
} from '../../shared/push.ts';
import { deleteResultSchema } from '../../shared/results.ts';
import { pushDevices, subscribe, unsubscribe } from '../services/push/devices.ts';
import { changePushSettings, pushSettings } from '../services/push/settings.ts';
import { memberProcedure, router } from '../trpc/init.ts';

/** Push notifications on the caller's phones and browsers (Web Push): which ones come, and the devices they come to. */
export const pushRouter = router({
  settings: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/me/push-settings',
        tags: ['push'],
        summary: 'Which push notifications the caller gets',
        description:
          'Each topic the store pushes about (messages, offers waiting for an answer, order steps that wait for the caller) on or ' +
          'off; all on until changed. **Who:** anyone with an account record, their own.',
      },
    })
    .input(z.void())
    .output(pushSettingsSchema)
    .query(({ ctx }) => pushSettings(ctx.deps, ctx.caller.user)),

  changeSettings: memberProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/me/push-settings',
        tags: ['push'],
        summary: 'Change which push notifications the caller gets',
        description:
          'Sets the topics given; the others stay as they are. Answers the settings after the change. **Who:** anyone with an account record, their own.',
        errorResponses: { 400: 'A topic that does not exist, or a value that is not true or false.' },
      },
      privateWrite: true,
    })
    .input(pushSettingsChangeSchema)
    .output(pushSettingsSchema)
    .mutation(({ ctx, input }) => changePushSettings(ctx.deps, ctx.caller.user, input)),

  devices: memberProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/me/push-subscriptions',
        tags: ['push'],
        summary: "The store's push key, and the caller's devices",
        description:
          "`publicKey` is the store's VAPID public key, which a browser subscribes with (`applicationServerKey`); `devices` are " +
          "the browsers that receive the caller's pushes, the most recently registered first. **Who:** anyone with an account record, their own.",
      },
    })
    .input(z.void())
    .output(pushDevicesSchema)
    .query(({ ctx }) => pushDevices(ctx.deps, ctx.caller.user)),

  subscribe: memberProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/me/push-subscriptions',
        tags: ['push'],
        summary: "Receive the caller's push notifications on this browser",
        description:
          "Registers the browser's push subscription (its `toJSON()`'s `endpoint` and `keys`) under a name for the device. The " +
          'same endpoint posted again updates its keys and name; an endpoint another account registered moves to the caller ' +
          `(whoever signs in on a browser hears on it). At most ${MAX_PUSH_DEVICES} devices: a new one beyond them replaces the ` +
          'one registered longest ago. **Who:** anyone with an account record.',
        errorResponses: {
          400:
            "The keys are not a browser's (a P-256 public key and a 16-byte auth secret, in base64url), the name is missing or too " +
            'long, or the endpoint is not on a push service the store sends to.',
        },
      },
      privateWrite: true,
    })
    .input(pushSubscriptionInputSchema)
    .output(pushDeviceSchema)
    .mutation(({ ctx, input }) => subscribe(ctx.deps, ctx.caller.user, input)),

  unsubscribe: memberProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/me/push-subscriptions/{id}',
        tags: ['push'],
        summary: "Stop push notifications to one of the caller's devices",
        description: 'Forgets the device; the browser should unsubscribe its own subscription too. **Who:** its owner.',
        errorResponses: { 400: 'A malformed id.', 404: "The caller has no device with this id (another account's is not theirs to see)." },
      },
      privateWrite: true,
    })
    .input(idParam('device'))
    .output(deleteResultSchema)
    .mutation(({ ctx, input }) => unsubscribe(ctx.deps, ctx.caller.user, input.id)),
});
