import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { member } from './helpers/identities.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const makeAdmin = (email: string) =>
  spawnSync(process.execPath, ['dist/server/make-admin.js', email], {
    env: { ...process.env, DATABASE_URL: t.databaseUrl },
    encoding: 'utf8',
  });

it('npm run make-admin -- <email> makes an existing user an admin', async () => {
  const seller = await member(t, 'seller');
  const run = makeAdmin(seller.email.toUpperCase());
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain(`${seller.email} is now an admin`);
  expect((await t.db.user.findUniqueOrThrow({ where: { id: seller.userId } })).role).toBe('admin');
});

it('says so, and fails, when there is no such user', () => {
  const run = makeAdmin('nobody-here@example.com');
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('No user with the email nobody-here@example.com');
});
