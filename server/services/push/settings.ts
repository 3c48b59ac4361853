import { pushSettingsSchema, type PushSettings, type PushSettingsChange } from '../../../shared/push.ts';
import type { UserRow } from '../../auth/authenticate.ts';
import type { Deps } from '../../deps.ts';
import { changeSettings, readSettings } from '../user-settings.ts';

type DbDeps = Pick<Deps, 'db'>;

/** A user's stored push choices with the defaults filled in. */
export const readPushSettings = (stored: unknown): PushSettings => readSettings(pushSettingsSchema, stored);

/** GET /me/push-settings. */
export async function pushSettings({ db }: DbDeps, user: UserRow): Promise<PushSettings> {
  const row = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { pushSettings: true } });
  return readPushSettings(row.pushSettings);
}

/** PUT /me/push-settings: some of a user's choices changed, the others kept (user-settings.ts). */
export const changePushSettings = (deps: DbDeps, user: UserRow, change: PushSettingsChange): Promise<PushSettings> =>
  changeSettings(deps, 'push_settings', pushSettingsSchema, user.id, change);
