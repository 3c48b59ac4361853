import cors from '@fastify/cors';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
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
    // 'wasm-unsafe-eval' lets our own barcode reader (WebAssembly) compile; it allows no JavaScript eval.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...only(stripe, 'https://js.stripe.com'), ...only(firebase, 'https://apis.google.com')],
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
 * The headers helmet sets for these options, worked out once: helmet builds them anew on every
 * response (its CSP string included), dear on a cached read.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => void headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  // helmet reads nothing of the request: an empty one stands in for it.
  helmet(options)({} as unknown as IncomingMessage, res as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet could not work out its headers', { cause: error });
  });
  return Object.fromEntries(headers);
}

/**
 * What API answers carry (/api and /trpc: JSON, text and event streams, never a page), as OWASP's
 * REST security cheat sheet has it: a policy that allows nothing at all and no framing, no MIME
 * sniffing, HTTPS only, and same-origin reads (CORP). The headers that only steer a page (the page
 * policy's sources, opener and agent cluster isolation, referrer, DNS prefetch, IE's download and
 * XSS switches, Flash policies) would say nothing to a JSON reader and cost each answer half a kilobyte.
 */
const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** The API's paths: /api and /trpc, and everything under them. */
const API_PATH = /^\/(?:api|trpc)(?:[/?]|$)/;

/**
 * Security headers on every answer, set as a request starts so a route may still change one
 * (images are `cross-origin` resources): helmet's, with our page policy, on pages and everything
 * else; the API set above on the API. And the CORS allow-list (CORS_ORIGINS), if any. Rate limits
 * are counted per call where calls are known: the procedures (trpc/init.ts) and the plain write routes.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    crossOriginEmbedderPolicy: false,
  });
  const apiHeaders = securityHeaders(API_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_PATH.test(request.url) ? apiHeaders : pageHeaders);
    done();
  });
  // With no origin allowed there is nothing to answer: no CORS hook runs at all.
  if (config.CORS_ORIGINS.length === 0) return;
  await app.register(cors, {
    origin: config.CORS_ORIGINS,
    credentials: false,
    exposedHeaders: ['etag', 'retry-after', 'idempotent-replayed'],
  });
}
