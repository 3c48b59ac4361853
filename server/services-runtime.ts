import fs from 'node:fs/promises';
import path from 'node:path';
import { runningFrom } from './runtime/leftover-process.ts';
import type { Config } from './config.ts';
import { startEmbeddedDb } from './db/embedded.ts';
import { startAuthEmulator } from './integrations/auth/emulator.ts';
import { startMailCatcher } from './integrations/email/mail-catcher.ts';

/**
 * The embedded services of one DATA_DIR belong to one server at a time: a second start on the same
 * DATA_DIR while the first runs is refused (it would stop the first one's services as leftovers).
 * Answers how to let go of it.
 */
async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const pidFile = path.join(dataDir, 'store.pid');
  const owner = await runningFrom(pidFile, /node/);
  if (owner !== null && owner !== process.pid) {
    throw new Error(`Another Book Store server (pid ${owner}) is running with DATA_DIR ${dataDir}. Stop it first, or give this one a DATA_DIR of its own.`);
  }
  await fs.writeFile(pidFile, String(process.pid));
  return () => fs.rm(pidFile, { force: true });
}

export type Runtime = {
  databaseUrl: string;
  /** host:port of the Auth emulator in emulator mode. */
  authEmulatorHost?: string;
  /** The local mail catcher when SMTP_URL is unset: where the store sends email, and where to read it. */
  mailCatcher?: { smtpUrl: string; webUrl: string };
  /** Stops what was started here, newest first. */
  stop: () => Promise<void>;
};

/**
 * Starts the embedded stand-ins for settings that are absent: PostgreSQL when DATABASE_URL is unset,
 * the Firebase Auth emulator when there are no Firebase credentials and no emulator host is given,
 * a mail catcher when SMTP_URL is unset. They start in parallel; if one fails the others are stopped again.
 */
export async function startRuntime(config: Config, log: (line: string) => void): Promise<Runtime> {
  const stops: Array<() => Promise<void>> = [];
  const embedsDb = !config.DATABASE_URL;
  const embedsEmulator = config.useAuthEmulator && !config.FIREBASE_AUTH_EMULATOR_HOST;
  const embedsMail = !config.SMTP_URL;
  if (embedsDb || embedsEmulator || embedsMail) stops.push(await claimDataDir(config.dataDir));
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch((e: unknown) => log(`while stopping: ${e instanceof Error ? e.message : String(e)}`));
  };
  const db = !embedsDb
    ? Promise.resolve(config.DATABASE_URL)
    : startEmbeddedDb(config.dataDir, config.EMBEDDED_DB_PORT, log).then((d) => {
        stops.push(d.stop);
        log(`Embedded PostgreSQL ${d.version} running (data in ${d.clusterDir})`);
        return d.url;
      });
  const emulator = !embedsEmulator
    ? Promise.resolve(config.FIREBASE_AUTH_EMULATOR_HOST)
    : startAuthEmulator({ dataDir: config.dataDir, port: config.AUTH_EMULATOR_PORT, projectId: config.firebaseProjectId, log }).then((e) => {
        stops.push(e.stop);
        log(`Firebase Auth emulator running on ${e.host}`);
        return e.host;
      });
  const mail = !embedsMail
    ? Promise.resolve(undefined)
    : startMailCatcher({ dataDir: config.dataDir, smtpPort: config.MAIL_CATCHER_SMTP_PORT, webPort: config.MAIL_CATCHER_WEB_PORT }).then((m) => {
        stops.push(m.stop);
        return { smtpUrl: m.smtpUrl, webUrl: m.webUrl };
      });
  const [databaseUrl, authEmulatorHost, mailCatcher] = await Promise.allSettled([db, emulator, mail]).then(async (results) => {
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) {
      await stop();
      throw failed.reason;
    }
    return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as [string, string | undefined, Runtime['mailCatcher']];
  });
  if (authEmulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = authEmulatorHost;
  return { databaseUrl, ...(authEmulatorHost && { authEmulatorHost }), ...(mailCatcher && { mailCatcher }), stop };
}
