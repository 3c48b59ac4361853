import { emailSettingsSchema, type EmailSettings, type EmailSettingsChange, type EmailTopic } from '../../../shared/email-settings.ts';
import type { UserRow } from '../../auth/authenticate.ts';
import type { Deps } from '../../deps.ts';
import { changeSettings, readSettings } from '../user-settings.ts';

type DbDeps = Pick<Deps, 'db'>;

/** A user's stored email choices with the defaults filled in. */
export const readEmailSettings = (stored: unknown): EmailSettings => readSettings(emailSettingsSchema, stored);

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

/** PUT /me/email-settings, and an unsubscribe link: some of a user's choices changed, the others kept (user-settings.ts). */
export const changeEmailSettings = (deps: DbDeps, userId: string, change: EmailSettingsChange): Promise<EmailSettings> =>
  changeSettings(deps, 'email_settings', emailSettingsSchema, userId, change);

/** What turning a topic off means: alerts stop altogether, other topics are simply off. */
export const topicOff = (topic: EmailTopic): EmailSettingsChange => (topic === 'alerts' ? { alerts: 'off' } : { [topic]: false });
