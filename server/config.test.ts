import path from 'node:path';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('settings', () => {
  it('has working defaults for a machine with nothing configured', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      STORE_CURRENCY: 'BDT',
      useAuthEmulator: true,
      firebaseProjectId: 'demo-bookstore',
      dataDir: path.resolve('.data'),
      ADMIN_EMAILS: [],
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      RATE_LIMIT_SIGN_IN_PER_MINUTE: 30,
      RATE_LIMIT_WRITES_PER_MINUTE: 120,
      RATE_LIMIT_READS_PER_MINUTE: 1200,
      publicUrl: 'http://127.0.0.1:3000',
    });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/x', DATABASE_READ_URL: 'replica' }, 'DATABASE_READ_URL'],
    [{ DATABASE_READ_URL: 'postgres://replica/x' }, 'DATABASE_READ_URL'],
    [{ DATABASE_SESSION_URL: 'postgres://db/x' }, 'DATABASE_SESSION_URL'],
    [{ JOB_CONCURRENCY: '-1' }, 'JOB_CONCURRENCY'],
    [{ STORE_CURRENCY: 'taka' }, 'STORE_CURRENCY'],
    [{ ADMIN_EMAILS: 'root@example.com, not-an-email' }, 'ADMIN_EMAILS'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY'],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'http://localhost' }, 'FIREBASE_AUTH_EMULATOR_HOST'],
    [{ CORS_ORIGINS: 'https://shop.example.com, shop' }, 'CORS_ORIGINS'],
    [{ RATE_LIMIT_WRITES_PER_MINUTE: '0' }, 'RATE_LIMIT_WRITES_PER_MINUTE'],
    [{ RATE_LIMIT_SIGN_IN_PER_MINUTE: 'lots' }, 'RATE_LIMIT_SIGN_IN_PER_MINUTE'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY'],
    [{ PUBLIC_URL: 'books.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://books.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://books.example.com/shop' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://books.example.com/?ref=x' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://books.example.com#top' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'https://user:secret@books.example.com' }, 'PUBLIC_URL'],
  ])('stops on %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid settings:\\n  ${name}: `));
  });

  it('refuses the Auth emulator in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/FIREBASE_PROJECT_ID.*NODE_ENV=production/);
  });

  const keys = webpush.generateVAPIDKeys();
  const vapid = { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };

  it('uses a real Firebase project when its credentials are set', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      FIREBASE_PROJECT_ID: 'my-shop',
      FIREBASE_CLIENT_EMAIL: 'sa@my-shop.iam.gserviceaccount.com',
      FIREBASE_PRIVATE_KEY: 'key',
      APP_TOKEN_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://smtp.example.com:587',
      ...vapid,
    });
    expect(c).toMatchObject({ useAuthEmulator: false, firebaseProjectId: 'my-shop' });
  });

  const realFirebase = { FIREBASE_PROJECT_ID: 'my-shop', FIREBASE_CLIENT_EMAIL: 'sa@my-shop.iam.gserviceaccount.com', FIREBASE_PRIVATE_KEY: 'key' };

  it('requires a shared access-token secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...realFirebase })).toThrow(/APP_TOKEN_SECRET: required/);
    expect(() => loadConfig({ APP_TOKEN_SECRET: 'short' })).toThrow(/APP_TOKEN_SECRET: must be at least 32/);
  });

  it('requires SMTP_URL in production, and refuses one that is not an smtp(s) URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', ...realFirebase, APP_TOKEN_SECRET: 'x'.repeat(32) })).toThrow(
      /SMTP_URL: required with NODE_ENV=production/,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com:25' })).toThrow(/SMTP_URL: must be smtp:\/\/user:password@host:port/);
    expect(loadConfig({ SMTP_URL: 'smtps://store:secret@smtp.example.com:465' }).SMTP_URL).toBe('smtps://store:secret@smtp.example.com:465');
  });

  it('takes a VAPID key pair, both keys or neither, required in production', () => {
    expect(loadConfig(vapid)).toMatchObject(vapid);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: vapid.VAPID_PRIVATE_KEY })).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both/);
    expect(() => loadConfig({ ...vapid, VAPID_PUBLIC_KEY: vapid.VAPID_PRIVATE_KEY })).toThrow(
      /^Invalid settings:\n {2}VAPID_PUBLIC_KEY: must be a VAPID public key/,
    );
    expect(() => loadConfig({ ...vapid, VAPID_PRIVATE_KEY: `${vapid.VAPID_PRIVATE_KEY}==` })).toThrow(
      /^Invalid settings:\n {2}VAPID_PRIVATE_KEY: must be a VAPID private key/,
    );
    const production = { NODE_ENV: 'production', ...realFirebase, APP_TOKEN_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://smtp.example.com:587' };
    expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with NODE_ENV=production/);
    expect(loadConfig({ ...production, ...vapid }).VAPID_PRIVATE_KEY).toBe(vapid.VAPID_PRIVATE_KEY);
  });

  it('tells push services who runs the store: VAPID_SUBJECT, else an https public address, else the sender of its email', () => {
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:ops@books.example.com' }).vapidSubject).toBe('mailto:ops@books.example.com');
    expect(loadConfig({ PUBLIC_URL: 'https://books.example.com' }).vapidSubject).toBe('https://books.example.com');
    expect(loadConfig({ MAIL_FROM: '"Books" <hello@books.example.com>' }).vapidSubject).toBe('mailto:hello@books.example.com');
    expect(loadConfig({}).vapidSubject).toBe('mailto:no-reply@bookstore.localhost');
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://books.example.com' })).toThrow(/VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/);
  });

  it('posts pushes only to the push services of PUSH_SERVICE_ORIGINS: the browsers’ own by default, origins with a leading *. otherwise', () => {
    expect(loadConfig({}).PUSH_SERVICE_ORIGINS).toContain('https://fcm.googleapis.com');
    expect(loadConfig({ PUSH_SERVICE_ORIGINS: 'HTTP://127.0.0.1:8080/, https://*.push.example.com' }).PUSH_SERVICE_ORIGINS).toEqual([
      'http://127.0.0.1:8080',
      'https://*.push.example.com',
    ]);
    for (const PUSH_SERVICE_ORIGINS of ['fcm.googleapis.com', 'https://fcm.googleapis.com/fcm/send', 'https://push.*.example.com', 'ftp://push.example.com']) {
      expect(() => loadConfig({ PUSH_SERVICE_ORIGINS })).toThrow(/^Invalid settings:\n {2}PUSH_SERVICE_ORIGINS: must be/);
    }
  });

  it('refuses emulator mode on a network address unless ALLOW_EMULATOR_ON_NETWORK says it is a demo', () => {
    for (const HOST of ['0.0.0.0', '192.0.2.10', '::']) {
      expect(() => loadConfig({ HOST })).toThrow(/HOST: .* reachable from the network.*ALLOW_EMULATOR_ON_NETWORK=true/s);
      expect(loadConfig({ HOST, ALLOW_EMULATOR_ON_NETWORK: 'true' }).useAuthEmulator).toBe(true);
      expect(loadConfig({ HOST, ...realFirebase }).useAuthEmulator).toBe(false);
    }
    for (const HOST of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) expect(loadConfig({ HOST }).HOST).toBe(HOST);
  });

  it('refuses an emulator host next to real credentials (firebase-admin would accept unsigned tokens)', () => {
    expect(() => loadConfig({ ...realFirebase, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST: must not be set/);
  });

  it('takes the public address as an origin, and defaults it to the listening address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://books.example.com' }).publicUrl).toBe('https://books.example.com');
    expect(loadConfig({ PUBLIC_URL: 'HTTPS://Books.Example.com:443/' }).publicUrl).toBe('https://books.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://192.0.2.10:8080' }).publicUrl).toBe('http://192.0.2.10:8080');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '::1', PORT: '8080' }).publicUrl).toBe('http://[::1]:8080');
    // Every interface: the machine itself is reachable as localhost.
    for (const HOST of ['0.0.0.0', '::']) expect(loadConfig({ HOST, ALLOW_EMULATOR_ON_NETWORK: 'true' }).publicUrl).toBe('http://localhost:3000');
  });

  it('normalises admin emails to lower case', () => {
    expect(loadConfig({ ADMIN_EMAILS: 'Boss@Example.com,ops@example.com' }).ADMIN_EMAILS).toEqual(['boss@example.com', 'ops@example.com']);
  });
});
