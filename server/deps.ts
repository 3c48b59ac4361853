import type { BookCatalogue } from './integrations/books/open-library.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokens } from './auth/access-token.ts';
import type { Authenticator } from './auth/authenticate.ts';
import type { PublicReadCache } from './cache/public-reads.ts';
import type { Cluster } from './cluster.ts';
import type { ConversationHub } from './realtime/conversation-hub.ts';
import type { RateLimits } from './limits/rate-limits.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { IdentityProvider } from './integrations/auth/identity-provider.ts';
import type { StripePayments } from './integrations/payments/stripe.ts';
import type { TestPaymentProvider } from './integrations/payments/test-provider.ts';
import type { ImageStorage } from './integrations/images/storage.ts';
import type { Mailer } from './integrations/email/mailer.ts';
import type { PushSender } from './integrations/push/push-sender.ts';
import type { UnsubscribeTokens } from './auth/unsubscribe-tokens.ts';
import type { Readiness } from './runtime/readiness.ts';
import type { StoreMetrics } from './observability/metrics.ts';
import type { BookViews } from './observability/book-views.ts';

/** What services need from the outside world; built once at start (create-deps.ts), passed explicitly. */
export type Deps = {
  config: Config;
  db: Db;
  /** Where public catalog reads go: the read replica (DATABASE_READ_URL), else `db` itself. */
  readDb: Db;
  log: FastifyBaseLogger;
  images: ImageStorage;
  identity: IdentityProvider;
  tokens: AccessTokens;
  authenticator: Authenticator;
  /** The built-in test payment provider (used when Stripe is not configured). */
  testPayments: TestPaymentProvider;
  /** Stripe when its keys are set, else null (the test provider takes its place). */
  stripe: StripePayments | null;
  /** Where ISBNs are looked up (Open Library). */
  bookCatalogue: BookCatalogue;
  /** Public catalog reads kept for a moment; cleared by every write, in every server process. */
  publicReads: PublicReadCache;
  /** Per-identity limits on sign-in calls and writes, counted across the server processes. */
  rateLimits: RateLimits;
  /** What the server processes share (news of writes, the rate-limit counters); the app starts and closes it. */
  cluster: Cluster;
  /** This process's open conversation subscriptions, woken by the cluster's conversation signals. */
  conversations: ConversationHub;
  /** Sends the store's email over SMTP_URL (the local catcher by default); null where nothing sends email (scripts). */
  mailer: Mailer | null;
  /** Sends Web Push messages to the browsers' push services (PUSH_SERVICE_ORIGINS), signed with the VAPID keys. */
  push: PushSender;
  /** Seals and reads the one-click unsubscribe tokens of the store's emails. */
  unsubscribeTokens: UnsubscribeTokens;
  /** Whether this process may be sent requests (/readyz): the entry point marks its steps. */
  readiness: Readiness;
  /** This process's Prometheus metrics (/metrics), in a registry of its own. */
  metrics: StoreMetrics;
  /** Book page views seen by this process, written in batches (observability/book-views.ts); the app starts and closes it. */
  bookViews: BookViews;
};

/** Everything but the logger, which the app supplies. */
export type AppDeps = Omit<Deps, 'log'>;
