import { NotFound } from '../domain-errors.ts';
import { emailSettingsSchema, type EmailSettings, type EmailSettingsChange, type EmailTopic } from '../../../shared/email-settings.ts';
import type { UserRow } from '../../auth/authenticate.ts';
import type { Deps } from '../../deps.ts';

type DbDeps = Pick<Deps, 'db'>;

/** A user's stored choices with the defaults filled in (a setting the store added since reads as its default). */
export function readEmailSettings(stored: unknown): EmailSettings {
  const parsed = emailSettingsSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : emailSettingsSchema.parse({});
}

/** Whether a user's settings let an email of `topic` go out now (alerts: only when they want each one at once). */
export function wantsNow(settings: EmailSettings, topic: EmailTopic): boolean {
  return topic === 'alerts' ? settings.alerts === 'instant' : settings[topic];
}

/** Whether a topic is on at all (alerts: daily or at once): an email queued before it was turned off is dropped. */
export function topicOn(settings: EmailSettings, topic: EmailTopic): boolean {
  return topic === 'alerts' ? settings.alerts !== 'off' : settings[topic];
}

/** GET /me/email-settings. */
export async function emailSettings({ db }: DbDeps, user: UserRow): Promise<EmailSettings> {
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { emailSettings: true } });
  return readEmailSettings(row.emailSettings);
}

/**
 * Changes some of a user's choices, in one statement that merges them into what is stored (two
 * changes at once both land); answers the settings after it.
 */
export async function changeEmailSettings({ db }: DbDeps, userId: string, change: EmailSettingsChange): Promise<EmailSettings> {
  const [row] = await db.$queryRaw<Array<{ email_settings: unknown }>>`
    UPDATE users SET email_settings = email_settings || ${JSON.stringify(change)}::jsonb WHERE id = ${userId}::uuid RETURNING email_settings`;
  if (!row) throw new NotFound('There is no such user.');
  return readEmailSettings(row.email_settings);
}

/** What turning a topic off means: alerts stop altogether, other topics are simply off. */
export const topicOff = (topic: EmailTopic): EmailSettingsChange => (topic === 'alerts' ? { alerts: 'off' } : { [topic]: false });
