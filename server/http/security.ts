import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

type Directives = Record<string, string[]>;

/**
 * The content security policy: our own origin, plus exactly the third parties this configuration
 * uses: Stripe's card fields when Stripe is on, Firebase's endpoints (or the local emulator) for
 * sign-in, and the image storage's public origin.
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
      ...only(config.useAuthEmulator && Boolean(config.FIREBASE_AUTH_EMULATOR_HOST), `http://${config.FIREBASE_AUTH_EMULATOR_HOST}`),
      ...only(firebase, 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'),
      ...only(stripe, 'https://api.stripe.com'),
    ],
    'frame-src': frames.length ? frames : ["'none'"],
  };
}

/** Who a request is for rate limiting: the signed-in user its token names, else its address. */
function identityOf(request: FastifyRequest): string {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  try {
    // Unverified on purpose: this only picks the bucket. A forged token gets a 401 on every call it makes.
    const claims = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    if (typeof claims.sub === 'string' && claims.sub.length <= 128) return `user:${claims.sub}`;
  } catch {
    // Not a JWT: fall back to the address.
  }
  return `ip:${request.ip}`;
}

const SIGN_IN_PATHS = new Set(['/api/jwt', '/api/users', '/trpc/users.save']);
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Which limit a request counts against: sign-in related calls, other writes, or none (reads, the signed webhook). */
function limitClass(request: FastifyRequest): 'sign-in' | 'write' | null {
  const path = request.url.split('?')[0] ?? '';
  if (SIGN_IN_PATHS.has(path)) return 'sign-in';
  if (READ_METHODS.has(request.method) || path === '/api/payments/webhook') return null;
  return path.startsWith('/api/') || path.startsWith('/trpc/') ? 'write' : null;
}

/**
 * Security headers (helmet, with our CSP), the CORS allow-list, and per-identity rate limits on
 * sign-in related and write calls (429 with a JSON message). Limits are counted per process.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Stripe's card fields are cross-origin frames that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.CORS_ORIGINS.length ? config.CORS_ORIGINS : false, credentials: false });
  const perMinute = { 'sign-in': config.RATE_LIMIT_SIGN_IN_PER_MINUTE, write: config.RATE_LIMIT_WRITES_PER_MINUTE };
  await app.register(rateLimit, {
    timeWindow: 60_000,
    allowList: (request) => limitClass(request) === null,
    keyGenerator: (request) => `${limitClass(request)}:${identityOf(request)}`,
    max: (request) => perMinute[limitClass(request) ?? 'write'],
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `Too many requests: at most ${context.max} a minute. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
    }),
  });
}
