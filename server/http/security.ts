import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

type Directives = Record<string, string[]>;

/**
 * The content security policy: our own origin, plus exactly the third parties this configuration
 * uses: Stripe's card fields when Stripe is on, Firebase's endpoints for sign-in (the emulator is
 * reached through our own origin), and the image storage's public origin.
 */
export function contentSecurityPolicy(config: Config): Directives {
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  const firebase = !config.useAuthEmulator;
  const only = (on: boolean, ...sources: string[]) => (on ? sources : []);
  const frames = [
    ...only(stripe, 'https://js.stripe.com', 'https://hooks.stripe.com'),
    ...only(firebase, `https://${config.FIREBASE_AUTH_DOMAIN ?? `${config.firebaseProjectId}.firebaseapp.com`}`),
  ];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...only(stripe, 'https://js.stripe.com'), ...only(firebase, 'https://apis.google.com')],
    // Toasts and Swagger UI set inline styles; scripts stay strictly our own files.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...only(Boolean(config.S3_PUBLIC_URL), new URL(config.S3_PUBLIC_URL ?? 'http://unused').origin),
      ...only(firebase, 'https://*.googleusercontent.com'),
      ...only(stripe, 'https://*.stripe.com'),
    ],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...only(firebase, 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'),
      ...only(stripe, 'https://api.stripe.com'),
    ],
    'frame-src': frames.length ? frames : ["'none'"],
  };
}

/**
 * Security headers (helmet, with our CSP) and the CORS allow-list. Rate limits are counted per
 * call where calls are known: the procedures (trpc/init.ts) and the plain write routes.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Stripe's card fields are cross-origin frames that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false,
    credentials: false,
    // What a client on another origin must read to revalidate, back off and know a replay.
    exposedHeaders: ['etag', 'retry-after', 'idempotent-replayed'],
  });
}
