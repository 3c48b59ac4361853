import { z } from 'zod';
import { onOff } from './on-off.ts';

/** What the store emails about, each of which a user may turn off (and a one-click unsubscribe turns off). */
export const EMAIL_TOPICS = ['bookings', 'offers', 'payments', 'expiries', 'cancellations', 'messages', 'alerts'] as const;
export type EmailTopic = (typeof EMAIL_TOPICS)[number];

export const isEmailTopic = (value: unknown): value is EmailTopic => typeof value === 'string' && (EMAIL_TOPICS as readonly string[]).includes(value);

/** Alerts come as one email a day, one email each, or not at all. */
export const ALERT_MODES = ['daily', 'instant', 'off'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** At most one email about a conversation's unread messages this many minutes. */
export const MESSAGE_EMAIL_GAP_MINUTES = 15;

/** How each topic reads in the settings and in the unsubscribe page. */
export const EMAIL_TOPIC_LABELS: Record<EmailTopic, { title: string; detail: string }> = {
  bookings: { title: 'Bookings', detail: 'When someone books one of your books.' },
  offers: { title: 'Offers', detail: 'Offers and counter-offers waiting for your answer, and what became of yours.' },
  payments: { title: 'Payments', detail: 'When a booking is paid for, and when a payment is refunded.' },
  expiries: { title: 'Expired bookings', detail: 'When a booking ends because it was not paid in time.' },
  cancellations: { title: 'Cancellations', detail: 'When a booking is cancelled.' },
  messages: {
    title: 'Messages',
    detail: `New messages in a conversation you have not read, at most one email per conversation every ${MESSAGE_EMAIL_GAP_MINUTES} minutes.`,
  },
  alerts: { title: 'Alerts', detail: 'Books you saved that drop in price or are available again, and new listings that match your saved searches.' },
};

export const ALERT_MODE_LABELS: Record<AlertMode, string> = { daily: 'One email a day', instant: 'An email for each alert', off: 'No email' };

const alertMode = z.enum(ALERT_MODES, { error: `alerts must be one of: ${ALERT_MODES.join(', ')}` });

/** A user's email choices: every topic on, alerts as a daily digest, until they say otherwise. */
export const emailSettingsSchema = z
  .object({
    bookings: z.boolean().default(true),
    offers: z.boolean().default(true),
    payments: z.boolean().default(true),
    expiries: z.boolean().default(true),
    cancellations: z.boolean().default(true),
    messages: z.boolean().default(true),
    alerts: alertMode.default('daily'),
  })
  .meta({
    id: 'EmailSettings',
    description: 'Which emails the user gets: each topic on or off, and alerts daily, instant or off.',
    examples: [{ bookings: true, offers: true, payments: true, expiries: true, cancellations: false, messages: true, alerts: 'daily' }],
  });
export type EmailSettings = z.output<typeof emailSettingsSchema>;

/** PUT /me/email-settings: the topics to change; the others stay as they are. */
export const emailSettingsChangeSchema = z
  .strictObject({
    bookings: onOff.optional(),
    offers: onOff.optional(),
    payments: onOff.optional(),
    expiries: onOff.optional(),
    cancellations: onOff.optional(),
    messages: onOff.optional(),
    alerts: alertMode.optional(),
  })
  .meta({ examples: [{ cancellations: false, alerts: 'instant' }] });
export type EmailSettingsChange = z.output<typeof emailSettingsChangeSchema>;

/** POST /email/unsubscribe: the token of an email's unsubscribe link. */
export const unsubscribeSchema = z
  .object({ token: z.string().min(10, 'That unsubscribe link is not complete.').max(300, 'That unsubscribe link is not one of ours.') })
  .meta({ examples: [{ token: 'eyJ1IjoiNWE2YiIsInQiOiJhbGVydHMifQ.c2lnbmF0dXJl' }] });

export const unsubscribedSchema = z
  .object({ topic: z.enum(EMAIL_TOPICS), settings: emailSettingsSchema })
  .meta({ id: 'Unsubscribed', description: "The topic now off, and the user's email settings after it." });
