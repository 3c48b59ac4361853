import path from 'node:path';
import { accessTokens, appSecret } from './auth/access-token.ts';
import { Authenticator } from './auth/authenticate.ts';
import { unsubscribeTokens } from './auth/unsubscribe-tokens.ts';
import { BookViews } from './observability/book-views.ts';
import { PublicReadCache } from './cache/public-reads.ts';
import { Cluster } from './cluster.ts';
import type { Config } from './config.ts';
import { createDb, type Db } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { firebaseIdentityProvider } from './integrations/auth/identity-provider.ts';
import { smtpMailer, type Mailer } from './integrations/email/mailer.ts';
import { webPushSender } from './integrations/push/push-sender.ts';
import { vapidKeys } from './integrations/push/vapid-keys.ts';
import { s3ImageStorage } from './integrations/images/s3-storage.ts';
import { localImageStorage, type ImageStorage } from './integrations/images/storage.ts';
import { stripePayments } from './integrations/payments/stripe.ts';
import { openLibrary } from './integrations/books/open-library.ts';
import { testPaymentProvider } from './integrations/payments/test-provider.ts';
import { RateLimits } from './limits/rate-limits.ts';
import { countedMailer } from './observability/counted-mailer.ts';
import { countedPushSender } from './observability/counted-push-sender.ts';
import { storeMetricSources } from './observability/metric-sources.ts';
import { StoreMetrics } from './observability/metrics.ts';
import { ConversationHub } from './realtime/conversation-hub.ts';
import { Readiness } from './runtime/readiness.ts';

/** S3 (or an S3-compatible service) when S3_BUCKET is set, else local disk. */
function imageStorageFor(config: Config, metrics: StoreMetrics): ImageStorage {
  if (!config.S3_BUCKET) return localImageStorage(path.join(config.dataDir, 'images'));
  return s3ImageStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL!,
    openSeconds: config.CIRCUIT_OPEN_SECONDS,
    onOutage: (open) => metrics.dependencyUp('s3', !open),
  });
}

const counted = (mailer: Mailer | null, metrics: StoreMetrics) => mailer && countedMailer(mailer, metrics);

/** `databaseUrl`: the database `db` is on (the embedded one's when DATABASE_URL is unset). */
export function createDeps(config: Config, db: Db, overrides: Partial<AppDeps> = {}, databaseUrl = config.DATABASE_URL): AppDeps {
  if (!databaseUrl) throw new Error("createDeps: the database URL is required (DATABASE_URL, or the embedded database's).");
  const identity = overrides.identity ?? firebaseIdentityProvider(config);
  const secret = appSecret(config);
  const tokens = overrides.tokens ?? accessTokens(secret);
  const authenticator = overrides.authenticator ?? new Authenticator(db, identity, tokens, config.ADMIN_EMAILS);
  const conversations = overrides.conversations ?? new ConversationHub();
  const metrics = overrides.metrics ?? new StoreMetrics();
  metrics.watch(storeMetricSources(db, conversations));
  // Each needs the other: the cache announces this process's writes, the cluster hears of the others'.
  const cluster =
    overrides.cluster ??
    new Cluster(databaseUrl, {
      listen: config.PUBLIC_CACHE_MS > 0,
      onWriteElsewhere: () => publicReads.forget(),
      onConversation: (signal) => (signal === undefined ? conversations.lookAll() : conversations.receive(signal)),
    });
  const publicReads =
    overrides.publicReads ??
    new PublicReadCache(config.PUBLIC_CACHE_MS, {
      announce: () => cluster.announceWrite(),
      onLookup: (hit) => metrics.countPublicRead(hit),
    });
  return {
    config,
    db,
    readDb: overrides.readDb ?? (config.DATABASE_READ_URL ? createDb(config.DATABASE_READ_URL, config.DATABASE_POOL_SIZE) : db),
    images: overrides.images ?? imageStorageFor(config, metrics),
    identity,
    tokens,
    authenticator,
    testPayments: overrides.testPayments ?? testPaymentProvider(secret),
    stripe: overrides.stripe !== undefined ? overrides.stripe : stripePayments(config, (open) => metrics.dependencyUp('stripe', !open)),
    bookCatalogue:
      overrides.bookCatalogue ??
      openLibrary({
        baseUrl: config.OPEN_LIBRARY_URL,
        coversUrl: config.OPEN_LIBRARY_COVERS_URL,
        timeoutMs: config.OPEN_LIBRARY_TIMEOUT_MS,
        openSeconds: config.CIRCUIT_OPEN_SECONDS,
        onOutage: (open) => metrics.dependencyUp('open-library', !open),
      }),
    publicReads,
    rateLimits:
      overrides.rateLimits ??
      new RateLimits(
        {
          'sign-in': config.RATE_LIMIT_SIGN_IN_PER_MINUTE,
          message: config.RATE_LIMIT_MESSAGES_PER_MINUTE,
          'verification-email': config.RATE_LIMIT_VERIFICATION_EMAILS_PER_MINUTE,
          write: config.RATE_LIMIT_WRITES_PER_MINUTE,
          read: config.RATE_LIMIT_READS_PER_MINUTE,
        },
        cluster.pool,
      ),
    cluster,
    conversations,
    mailer: counted(overrides.mailer !== undefined ? overrides.mailer : config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : null, metrics),
    push: countedPushSender(
      overrides.push ?? webPushSender({ keys: vapidKeys(config), subject: config.vapidSubject, origins: config.PUSH_SERVICE_ORIGINS }),
      metrics,
    ),
    unsubscribeTokens: unsubscribeTokens(secret),
    readiness: overrides.readiness ?? new Readiness(),
    metrics,
    bookViews: overrides.bookViews ?? new BookViews({ pool: cluster.pool, secret, timeZone: config.STORE_TIME_ZONE, enabled: config.VIEW_COUNTING }),
  };
}
