import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { DatabaseUnreachable, isLostConnection } from '../db/client.ts';
import { DependencyUnavailable } from '../runtime/circuit-breaker.ts';
import { Prisma } from '../db/generated/client.ts';
import { DomainError, type DomainErrorKind } from '../services/domain-errors.ts';

/** What each kind of domain error (services/domain-errors.ts) is on the wire: its tRPC code, and so its HTTP status. */
const CODE_OF: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  'not-found': 'NOT_FOUND',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  'invalid-input': 'BAD_REQUEST',
  'unsupported-media': 'UNSUPPORTED_MEDIA_TYPE',
  'account-gone': 'UNAUTHORIZED',
  'payment-declined': 'PAYMENT_REQUIRED',
  'too-soon': 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/** Database errors that are the caller's doing, mapped to the status the caller should see. */
const PRISMA_CODES: Record<string, { code: TRPC_ERROR_CODE_KEY; message: string }> = {
  P2002: { code: 'CONFLICT', message: 'That already exists.' },
  P2025: { code: 'NOT_FOUND', message: 'Not found.' },
  P2003: { code: 'CONFLICT', message: 'That is still referenced by other records.' },
  // A transaction could not start in time: the database is busy, not the caller wrong.
  P2028: { code: 'SERVICE_UNAVAILABLE', message: 'The store is busy right now. Please try again in a moment.' },
};

/** How the database driver says the database itself is out of reach (not that a query was wrong). */
const UNREACHABLE = new Set(['DatabaseNotReachable', 'DatabaseDoesNotExist', 'TooManyConnections', 'ConnectionClosed', 'SocketTimeout']);

const DATABASE_DOWN = { code: 'SERVICE_UNAVAILABLE', message: 'The store cannot reach its database right now. Please try again in a moment.' } as const;

function isUnreachable(error: Prisma.PrismaClientKnownRequestError | Prisma.PrismaClientInitializationError): boolean {
  if (error instanceof Prisma.PrismaClientInitializationError) return true;
  const kind = (error.meta?.driverAdapterError as { cause?: { kind?: string } } | undefined)?.cause?.kind;
  return error.code === 'P1001' || (kind !== undefined && UNREACHABLE.has(kind));
}

/**
 * The TRPCError a client should see for a service's refusal (a DomainError) or a database error
 * (`cause`), or null when it is neither. Every surface answers through it: the procedures'
 * middleware (trpc/init.ts) and Fastify's error handler for the plain routes (http/errors.ts).
 */
export function knownFailure(cause: unknown): TRPCError | null {
  // A refusal the input's schema explains (a price in too many decimals) lists its issues like any invalid input.
  if (cause instanceof DomainError)
    return new TRPCError({ code: CODE_OF[cause.kind], message: cause.message, cause: cause.cause instanceof ZodError ? cause.cause : cause });
  if (cause instanceof DatabaseUnreachable) return new TRPCError({ ...DATABASE_DOWN, cause });
  if (cause instanceof DependencyUnavailable) {
    const message = `A service the store relies on (${cause.dependency}) is not answering right now. Please try again in ${cause.retryAfterSeconds} seconds.`;
    return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message, cause });
  }
  // A connection lost mid-transaction (a database restart) comes through Prisma as node-postgres's own error.
  if (isLostConnection(cause)) return new TRPCError({ ...DATABASE_DOWN, cause });
  if (!(cause instanceof Prisma.PrismaClientKnownRequestError || cause instanceof Prisma.PrismaClientInitializationError)) return null;
  if (isUnreachable(cause)) return new TRPCError({ ...DATABASE_DOWN, cause });
  const mapped = cause instanceof Prisma.PrismaClientKnownRequestError ? PRISMA_CODES[cause.code] : undefined;
  return mapped ? new TRPCError({ ...mapped, cause }) : null;
}

/** The seconds a caller should wait before trying again, for a failure of an outside service (the Retry-After header). */
export function retryAfterOf(failure: TRPCError): number | undefined {
  return failure.cause instanceof DependencyUnavailable ? failure.cause.retryAfterSeconds : undefined;
}

/** Turns a TRPCError caused by a domain or known database error into the one a client should see; anything else is unchanged. */
export function fromKnownCause(error: TRPCError): TRPCError {
  return knownFailure(error.cause) ?? error;
}

type Shape = { message: string; code: number; data: Record<string, unknown> };

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * What a caller is told of an error, on both surfaces: bad input reads as its messages ("Phone is
 * required; Price must be more than zero"), not as JSON; internal errors never reveal their message,
 * stack or SQL (the server log has them).
 */
/** What a REST client that sent a body other than JSON is told. */
export const NOT_JSON = 'Send the body as JSON, with Content-Type: application/json.';

export function publicMessage(error: TRPCError): string {
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_MESSAGE;
  // trpc-to-openapi's own words for a body that is not JSON (`Unsupported content-type "text/plain`, unclosed).
  if (error.code === 'UNSUPPORTED_MEDIA_TYPE' && error.message.startsWith('Unsupported content-type')) return NOT_JSON;
  if (error.cause instanceof ZodError) return [...new Set(error.cause.issues.map((issue) => issue.message))].join('; ');
  return error.message;
}

/** tRPC's error body: its usual shape (the web client reads `data.code`), with the public message and no stack. */
export function formatError({ shape, error }: { shape: Shape; error: TRPCError }) {
  const { stack: _stack, ...data } = shape.data;
  return { ...shape, message: publicMessage(error), data };
}

/** One problem with the input: where (a dotted path into the body or query, empty for the whole) and what. */
export type RestIssue = { path: string; message: string };

/** The error body of every REST answer, exactly as the OpenAPI document describes it (`Error`). */
export type RestError = { message: string; code: string; issues?: RestIssue[] };

export function restError(error: TRPCError): RestError {
  const body: RestError = { message: publicMessage(error), code: error.code };
  if (error.cause instanceof ZodError) {
    body.issues = error.cause.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
  }
  return body;
}
