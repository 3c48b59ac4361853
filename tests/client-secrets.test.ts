import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const run = promisify(execFile);

/** Every server secret the store reads, set to a value that cannot appear in a build by chance. */
const SECRETS = {
  APP_TOKEN_SECRET: 'app-token-secret-4b1d7e0c9a8f6e5d4c3b2a19',
  DATABASE_URL: 'postgresql://bookstore:db-password-7f3e9a1c@db.internal:5432/bookstore',
  FIREBASE_PRIVATE_KEY: 'firebase-private-key-2c8e6a4f0b9d7153',
  FIREBASE_CLIENT_EMAIL: 'svc-5e7a9c1b@my-shop.iam.gserviceaccount.com',
  STRIPE_SECRET_KEY: 'sk_test_stripe-secret-9d2f4b6a8c0e1357',
  STRIPE_WEBHOOK_SECRET: 'whsec_webhook-secret-1a3c5e7g9i2k4m6o',
  S3_SECRET_ACCESS_KEY: 's3-secret-access-key-8h6f4d2b0z9x7v5t',
  S3_ACCESS_KEY_ID: 'AKIA-S3-ACCESS-KEY-ID-3Q5W7E9R',
};

const outDir = path.join(os.tmpdir(), `bookstore-secrets-build-${process.pid}`);
afterAll(() => fs.rm(outDir, { recursive: true, force: true }));

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

it('the client build contains no server secret, whatever the environment it was built in', async () => {
  await run('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { env: { ...process.env, ...SECRETS } });
  let files = 0;
  for await (const file of filesUnder(outDir)) {
    files++;
    // Compressed copies are checked through the files they were made from.
    if (/\.(br|gz)$/.test(file)) continue;
    const text = await fs.readFile(file, 'utf8');
    for (const [name, value] of Object.entries(SECRETS)) {
      expect(text.includes(value), `${name} found in ${path.relative(outDir, file)}`).toBe(false);
    }
  }
  expect(files).toBeGreaterThan(10);
}, 120_000);
