import path from 'node:path';
import { z } from 'zod';
import { base64UrlOf, p256PublicKey } from '../shared/push.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { error: 'must be true or false' })
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Whether `Intl` knows the zone (an IANA name such as Asia/Dhaka). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const port = z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535);

/**
 * The store's public address: an http(s) origin, nothing after it (a trailing slash is dropped), so
 * `${PUBLIC_URL}/images/...` is always a well-formed URL.
 */
const publicUrl = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL such as https://books.example.com', abort: true })
  .refine((v) => {
    const url = new URL(v);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && !v.endsWith('?') && !v.endsWith('#');
  }, 'must be the address of the store only, such as https://books.example.com (no path, query, fragment or credentials)')
  .transform((v) => new URL(v).origin);

const emailList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of email addresses' })));

/**
 * A push service's origin (scheme://host[:port]), whose host may start with `*.` for any of its
 * subdomains: the only places the store posts push messages to.
 */
const pushServiceOrigin = z
  .url({ protocol: /^https?$/, error: 'must be a comma-separated list of origins such as https://fcm.googleapis.com', abort: true })
  .refine((v) => {
    const url = new URL(v);
    const star = url.hostname.lastIndexOf('*');
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password && (star === -1 || (star === 0 && url.hostname.startsWith('*.')));
  }, 'must be origins only, such as https://fcm.googleapis.com or https://*.push.apple.com (no path; a * only as the first label)')
  .transform((v) => new URL(v).origin);

/** The push services of the browsers people use: Chrome's, Firefox's, Edge's and Safari's. */
const PUSH_SERVICES = [
  'https://fcm.googleapis.com',
  'https://updates.push.services.mozilla.com',
  'https://*.notify.windows.com',
  'https://web.push.apple.com',
  'https://*.push.apple.com',
];

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL' });

/** Every setting the server reads, with its default. `.env.example` documents each one. */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Where other sites reach the store (REST answers carry absolute image URLs on it); unset: the listening address. */
  PUBLIC_URL: publicUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How log lines look: `pretty` for people, `json` for collectors; unset: pretty when the output is a terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** After a stop signal, how long /readyz answers 503 while requests are still served, so a load balancer stops sending first. */
  STOP_DELAY_SECONDS: z.coerce.number().int().min(0).max(15).default(0),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * A direct (session) connection for what a transaction-mode pooler such as PgBouncer cannot carry:
   * LISTEN/NOTIFY, the job queue and migrations. Unset: DATABASE_URL serves all.
   */
  DATABASE_SESSION_URL: postgresUrl.optional(),
  /**
   * A read replica for the public catalog reads (categories, pages of books, one book, search, a
   * seller's page), which may lag the primary by moments. Unset: DATABASE_URL serves them.
   */
  DATABASE_READ_URL: postgresUrl.optional(),
  /** Jobs this process runs at once; 0 runs none (a web-only process, while other processes run the jobs). */
  JOB_CONCURRENCY: z.coerce.number().int().min(0).max(50).default(2),
  EMBEDDED_DB_PORT: port.default(54329),
  SEED_DEMO: flag.optional(),
  ADMIN_EMAILS: emailList.default([]),
  STORE_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'must be a three-letter ISO 4217 code such as BDT or USD' })
    .default('BDT'),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_CLIENT_EMAIL: z.email().optional(),
  FIREBASE_PRIVATE_KEY: z.string().min(1).optional(),
  FIREBASE_WEB_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, { error: 'must be host:port, e.g. 127.0.0.1:9099' })
    .optional(),
  AUTH_EMULATOR_PORT: port.default(9099),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', { error: 'must start with sk_' }).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', { error: 'must start with pk_' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', { error: 'must start with whsec_' }).optional(),
  /** Another Stripe API base URL (a local fake in tests, or a proxy); unset: Stripe itself. */
  STRIPE_API_URL: z.url({ error: 'must be a URL' }).optional(),
  /** How long one try of a Stripe call may take before it counts as failed (the SDK tries twice). */
  STRIPE_TIMEOUT_MS: z.coerce.number().int().min(100).max(80_000).default(5_000),
  /** Open Library, where an ISBN typed in the listing form is looked up (a local fake in tests). */
  OPEN_LIBRARY_URL: z.url({ error: 'must be a URL' }).default('https://openlibrary.org'),
  /** Open Library's covers (`/b/id/{id}-L.jpg`). */
  OPEN_LIBRARY_COVERS_URL: z.url({ error: 'must be a URL' }).default('https://covers.openlibrary.org'),
  /** How long a whole ISBN lookup may take (every request of it, the cover apart) before the seller is told to type the book in. */
  OPEN_LIBRARY_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4_000),
  /** How long a dependency that kept failing (Stripe, the S3 bucket) is left alone before one call tries it again. */
  CIRCUIT_OPEN_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Where email goes out: smtp(s)://user:password@host:port. Unset: a local mail catcher (not in production). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be smtp://user:password@host:port (or smtps:// for TLS from the start)' })
    .optional(),
  /** Who the store's email comes from. */
  MAIL_FROM: z.string().min(3).default('"Book Store" <no-reply@bookstore.localhost>'),
  MAIL_CATCHER_SMTP_PORT: port.default(1025),
  MAIL_CATCHER_WEB_PORT: port.default(1080),
  CLIENT_DIST_DIR: z.string().min(1).default('dist/client'),
  /** The site pages' Markdown files (about.md, terms.md, ...): the defaults the store ships, or the operator's own folder. */
  SITE_PAGES_DIR: z.string().min(1).default('content/pages'),
  APP_TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** The key pair push messages are signed with (both or neither); unset: a pair generated once and kept in DATA_DIR (not in production). */
  VAPID_PUBLIC_KEY: p256PublicKey('must be a VAPID public key: 65 bytes (an uncompressed P-256 point) in unpadded base64url').optional(),
  VAPID_PRIVATE_KEY: base64UrlOf(32, 'must be a VAPID private key: 32 bytes in unpadded base64url').optional(),
  /** Who runs the store, for the push services to contact: a mailto: or https: URL. Unset: PUBLIC_URL when it is https, else MAIL_FROM's address. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, { error: 'must be a mailto: address or an https:// URL, such as mailto:ops@books.example.com' })
    .optional(),
  /** The origins of the push services a browser's subscription may name; the store posts nowhere else. */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(pushServiceOrigin))
    .default(PUSH_SERVICES),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL, e.g. https://s3.example.com' }).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ error: 'must be a URL, e.g. https://cdn.example.com' }).optional(),
  ORDER_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(60 * 24 * 30)
    .default(24 * 60),
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** The time zone whose days the statistics count in (book views, insights, the admin overview). */
  STORE_TIME_ZONE: z
    .string()
    .refine((zone) => isTimeZone(zone), { error: 'must be an IANA time zone such as Asia/Dhaka or UTC' })
    .default('Asia/Dhaka'),
  /** Whether book pages' views are counted (seller insights); off, they show none. */
  VIEW_COUNTING: flag.default(true),
  /** The platform's share of each sale, in percent of the price (two decimals at most), kept when the seller is paid. */
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ error: 'must be a number from 0 to 100' })
    .min(0, { error: 'must be from 0 to 100' })
    .max(100, { error: 'must be from 0 to 100' })
    .multipleOf(0.01, { error: 'may have at most two decimals, e.g. 2.5' })
    .default(0),
  /** Origins (scheme://host[:port]) other sites may call the API from; none by default (same origin only). */
  CORS_ORIGINS: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ error: 'must be a comma-separated list of origins such as https://shop.example.com' }).transform((u) => new URL(u).origin)))
    .default([]),
  /**
   * The Auth emulator accepts unsigned ID tokens: anyone who can reach the store can sign in as
   * anyone. Emulator mode on a network address is refused unless this says the store is a demo.
   */
  ALLOW_EMULATOR_ON_NETWORK: flag.default(false),
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For (rate limits key on it). */
  TRUST_PROXY: flag.default(false),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  RATE_LIMIT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Verification emails one account may ask for a minute (each goes to its own address). */
  RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1),
  /** Reads (public or signed in) one address may make a minute, counted in each server process. */
  RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(1200),
  /** Unpaid bookings one buyer may hold of one seller's copies (of the 5 they may hold in all). */
  BOOKINGS_PER_SELLER: z.coerce.number().int().min(1).max(1000).default(2),
  /** Hours an offer (or a counter) waits for its answer before it lapses. */
  OFFER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(48),
  /** Offers one buyer may make in a day, over all listings (one open offer per listing at a time). */
  OFFERS_PER_DAY: z.coerce.number().int().min(1).max(1000).default(20),
  /** Minutes a buyer who cancelled a booking waits before booking that copy again. */
  REBOOK_COOLDOWN_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
  /** Email to one person: events this many seconds after the first of a burst go in the same email. */
  EMAIL_BATCH_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** Email to one person: at most one email this many minutes; what comes meanwhile goes in the next. */
  EMAIL_GAP_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
  /** New listings one seller may create in an hour and in a day. */
  LISTINGS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  LISTINGS_PER_DAY: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** How long a public catalog read may be served from memory; writes in the same process forget it at once. 0: never. */
  PUBLIC_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /**
   * GET reads answered by the store's own request path (server/http/fast-path/); off, by tRPC's
   * Fastify adapter and trpc-to-openapi's handler alone, with the same answers, more slowly.
   */
  REQUEST_FAST_PATH: flag.default(true),
  IMAGE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /** The bearer token /metrics asks for (always, once set; in production /metrics answers nothing without it, unless METRICS_PORT is set). */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  /** A port of its own for /metrics (on HOST), which the store's port then does not serve. */
  METRICS_PORT: port.optional(),
});

export type Settings = z.infer<typeof settingsSchema>;

/** Every setting's name, for checks that a deployment sets only settings the store reads. */
export const SETTING_NAMES = Object.keys(settingsSchema.shape) as ReadonlyArray<keyof Settings>;

export type Config = Settings & {
  /** Absolute data directory (embedded database, local images, emulator accounts). */
  dataDir: string;
  /** The store's public origin (PUBLIC_URL, or the listening address): REST answers' image URLs start with it. */
  publicUrl: string;
  /** Absolute directory of the built client. */
  clientDistDir: string;
  /** Absolute directory of the site pages' Markdown files. */
  sitePagesDir: string;
  /** Firebase project the server verifies tokens for. */
  firebaseProjectId: string;
  /** True when no Firebase credentials are set: the Auth emulator stands in for Firebase. */
  useAuthEmulator: boolean;
  /** VAPID_SUBJECT, or what stands in for it: the contact push services are given. */
  vapidSubject: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEMO_PROJECT_ID = 'demo-bookstore';

/** Whether a listening address is reachable from this machine only. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The address the store listens on, as a URL others can open: a wildcard address (every interface)
 * is shown as `localhost`, an IPv6 address in brackets.
 */
export function listeningUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}

/** The address of a sender such as `"Book Store" <no-reply@books.example.com>`. */
const senderAddress = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim();

/** Reads and validates the settings; a bad value throws a ConfigError that names the setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = settingsSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const s = parsed.data;
  const hasCredentials = Boolean(s.FIREBASE_PROJECT_ID && s.FIREBASE_CLIENT_EMAIL && s.FIREBASE_PRIVATE_KEY);
  const useAuthEmulator = !hasCredentials;
  if (useAuthEmulator && s.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid settings:\n  FIREBASE_PROJECT_ID, FIREBASE_CLIENT_EMAIL, FIREBASE_PRIVATE_KEY: required with ' +
        'NODE_ENV=production (the Auth emulator accepts unsigned tokens and is for development only)',
    );
  }
  if (useAuthEmulator && !isLoopback(s.HOST) && !s.ALLOW_EMULATOR_ON_NETWORK) {
    throw new ConfigError(
      `Invalid settings:\n  HOST: ${s.HOST} is reachable from the network, and without Firebase credentials the store ` +
        'runs the Auth emulator, which accepts unsigned tokens (anyone could sign in as anyone). Set the FIREBASE_* ' +
        'credentials, listen on 127.0.0.1, or set ALLOW_EMULATOR_ON_NETWORK=true for a demo.',
    );
  }
  if (!useAuthEmulator && s.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ConfigError(
      'Invalid settings:\n  FIREBASE_AUTH_EMULATOR_HOST: must not be set with real Firebase credentials (it makes ' + 'firebase-admin accept unsigned tokens)',
    );
  }
  for (const name of ['DATABASE_SESSION_URL', 'DATABASE_READ_URL'] as const) {
    if (s[name] && !s.DATABASE_URL)
      throw new ConfigError(`Invalid settings:\n  ${name}: only with DATABASE_URL (the embedded database has no replicas or poolers)`);
  }
  if (s.STRIPE_SECRET_KEY && (!s.STRIPE_PUBLISHABLE_KEY || !s.STRIPE_WEBHOOK_SECRET)) {
    throw new ConfigError('Invalid settings:\n  STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY');
  }
  if (s.S3_BUCKET && !s.S3_PUBLIC_URL) {
    throw new ConfigError('Invalid settings:\n  S3_PUBLIC_URL: required with S3_BUCKET (where the stored images can be read)');
  }
  if (s.NODE_ENV === 'production' && !s.APP_TOKEN_SECRET) {
    throw new ConfigError('Invalid settings:\n  APP_TOKEN_SECRET: required with NODE_ENV=production (shared by every server process)');
  }
  if (s.NODE_ENV === 'production' && !s.SMTP_URL) {
    throw new ConfigError(
      'Invalid settings:\n  SMTP_URL: required with NODE_ENV=production (where the store sends its email; the local mail catcher is for development)',
    );
  }
  if (Boolean(s.VAPID_PUBLIC_KEY) !== Boolean(s.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Invalid settings:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (one key pair) or neither');
  }
  if (s.NODE_ENV === 'production' && !s.VAPID_PUBLIC_KEY) {
    throw new ConfigError(
      'Invalid settings:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: required with NODE_ENV=production (every server process signs push ' +
        'messages with the key pair browsers subscribed with)',
    );
  }
  if (s.METRICS_PORT !== undefined && s.METRICS_PORT === s.PORT) {
    throw new ConfigError('Invalid settings:\n  METRICS_PORT: must differ from PORT (metrics are served on a listener of their own)');
  }
  const firebaseProjectId = useAuthEmulator ? DEMO_PROJECT_ID : (s.FIREBASE_PROJECT_ID as string);
  const publicUrl = s.PUBLIC_URL ?? listeningUrl(s.HOST, s.PORT);
  return {
    ...s,
    dataDir: path.resolve(s.DATA_DIR),
    publicUrl,
    clientDistDir: path.resolve(s.CLIENT_DIST_DIR),
    sitePagesDir: path.resolve(s.SITE_PAGES_DIR),
    firebaseProjectId,
    useAuthEmulator,
    vapidSubject: s.VAPID_SUBJECT ?? (publicUrl.startsWith('https:') ? publicUrl : `mailto:${senderAddress(s.MAIL_FROM)}`),
  };
}
