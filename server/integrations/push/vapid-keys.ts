import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The key pair the store signs push messages with (VAPID): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY,
 * or outside production a pair generated once and kept in the data directory, so that restarts (and
 * processes sharing that directory) sign with the key the browsers subscribed with. The file is
 * created only if absent ('wx'): processes starting together all read the first one's pair.
 */
export function vapidKeys(config: Config): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  const file = path.join(config.dataDir, 'vapid-keys.json');
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const { publicKey, privateKey } = JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  return { publicKey, privateKey };
}
