// npm run make-admin -- <email>: makes an existing user an admin. Uses DATABASE_URL, or the
// embedded database (the running store's, or started just for this).
import pg from 'pg';
import { emailSchema } from '../shared/users.ts';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/client.ts';
import { embeddedDbUrl, startEmbeddedDb } from '../server/db/embedded.ts';
import { migrate } from '../server/db/migrate.ts';
import { makeAdmin } from '../server/services/users.ts';

const parsed = emailSchema.safeParse(process.argv[2] ?? '');
if (!parsed.success) {
  console.error('usage: npm run make-admin -- <email>');
  process.exit(2);
}
const email = parsed.data;
const config = loadConfig();

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  return client.connect().then(
    () => client.end().then(() => true),
    () => false,
  );
}

let url = config.DATABASE_URL ?? embeddedDbUrl(config.EMBEDDED_DB_PORT);
let stop: () => Promise<void> = () => Promise.resolve();
if (!config.DATABASE_URL && !(await reachable(url))) {
  const embedded = await startEmbeddedDb(config.dataDir, config.EMBEDDED_DB_PORT, () => undefined);
  url = embedded.url;
  stop = embedded.stop;
}
await migrate(url);
const db = createDb(url, 1);
try {
  if (await makeAdmin({ db }, email)) {
    console.log(`${email} is now an admin (signed-in sessions see it within 5 seconds).`);
  } else {
    console.error(`No user with the email ${email}: they must sign up first.`);
    process.exitCode = 1;
  }
} finally {
  await db.$disconnect();
  await stop();
}
