import { z } from 'zod';
import { timestampSchema } from './ids.ts';
import { onOff } from './on-off.ts';

/** What the store pushes to a user's devices, each of which they may turn off. */
export const PUSH_TOPICS = ['messages', 'offers', 'orders'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

/** How many devices one account receives pushes on; a new one beyond it replaces the one registered longest ago. */
export const MAX_PUSH_DEVICES = 10;

/** How each topic reads in the settings. */
export const PUSH_TOPIC_LABELS: Record<PushTopic, { title: string; detail: string }> = {
  messages: { title: 'Messages', detail: 'A new message in a conversation; the newest replaces the one before.' },
  offers: { title: 'Offers', detail: 'An offer or a counter-offer waiting for your answer, and your offer accepted, to pay for.' },
  orders: { title: 'Orders', detail: 'A paid order to hand over, a book handed over to you to confirm, and (for admins) a problem to decide.' },
};

/** A user's push choices: every topic on until they say otherwise. */
export const pushSettingsSchema = z
  .object({
    messages: z.boolean().default(true),
    offers: z.boolean().default(true),
    orders: z.boolean().default(true),
  })
  .meta({
    id: 'PushSettings',
    description: "Which push notifications the user's devices get: each topic on or off.",
    examples: [{ messages: true, offers: true, orders: false }],
  });
export type PushSettings = z.output<typeof pushSettingsSchema>;

/** PUT /me/push-settings: the topics to change; the others stay as they are. */
export const pushSettingsChangeSchema = z
  .strictObject({ messages: onOff.optional(), offers: onOff.optional(), orders: onOff.optional() })
  .meta({ examples: [{ orders: false }] });
export type PushSettingsChange = z.output<typeof pushSettingsChangeSchema>;

/** The bytes of unpadded base64url text, or null when it is not that. */
function base64UrlBytes(text: string): Uint8Array | null {
  if (!/^[\w-]*$/.test(text) || text.length % 4 === 1) return null;
  return Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0));
}

/** Base64url (unpadded) of exactly `length` bytes, whose first is `first` when given; otherwise `message`. */
export const base64UrlOf = (length: number, message: string, first?: number) =>
  z.string().refine((text) => {
    const bytes = base64UrlBytes(text);
    return bytes?.length === length && (first === undefined || bytes[0] === first);
  }, message);

/** A P-256 public key as Web Push writes one: 65 bytes, an uncompressed point (its first byte 4), in base64url. */
export const p256PublicKey = (message: string) => base64UrlOf(65, message, 0x04);

/** POST /me/push-subscriptions: what the browser's PushSubscription says (its `toJSON()`'s endpoint and keys), and the device's name. */
export const pushSubscriptionInputSchema = z
  .strictObject({
    endpoint: z
      .url({ protocol: /^https?$/, error: 'endpoint must be the URL of a push service, as the browser gave it' })
      .max(1000, 'endpoint may be at most 1000 characters'),
    keys: z.strictObject({
      p256dh: p256PublicKey("keys.p256dh must be the browser's public key: 65 bytes (an uncompressed P-256 point) in unpadded base64url"),
      auth: base64UrlOf(16, "keys.auth must be the browser's auth secret: 16 bytes in unpadded base64url"),
    }),
    label: z.string().trim().min(1, 'Name the device, e.g. "Chrome on Android".').max(80, "A device's name may be at most 80 characters."),
  })
  .meta({
    examples: [
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/dGhpcy1pcy1hbi1leGFtcGxl:APA91bExample',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
        label: 'Chrome on Android',
      },
    ],
  });
export type PushSubscriptionInput = z.output<typeof pushSubscriptionInputSchema>;

export const pushDeviceSchema = z
  .object({
    id: z.string().meta({ description: "The device's id (a UUID): `DELETE /me/push-subscriptions/{id}` stops its pushes." }),
    label: z.string().meta({ description: 'The name the client gave it.' }),
    endpoint: z.string().meta({ description: 'Where its push service takes messages for it: the browser tells its own subscription by it.' }),
    createdAt: timestampSchema.meta({ description: 'When the browser last registered it.' }),
  })
  .meta({ id: 'PushDevice', description: 'A browser of the caller that receives push notifications.' });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

export const pushDevicesSchema = z
  .object({
    publicKey: z.string().meta({ description: "The store's VAPID public key (base64url): the browser subscribes with it as `applicationServerKey`." }),
    devices: z.array(pushDeviceSchema).meta({ description: "The caller's devices, the most recently registered first." }),
  })
  .meta({ id: 'PushDevices', description: 'What a browser needs to subscribe, and the devices the caller receives pushes on.' });
export type PushDevices = z.infer<typeof pushDevicesSchema>;
