import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { Prisma } from '../db/generated/client.ts';

/** Database errors that are the caller's doing, mapped to the status the caller should see. */
const PRISMA_CODES: Record<string, { code: TRPC_ERROR_CODE_KEY; message: string }> = {
  P2002: { code: 'CONFLICT', message: 'That already exists.' },
  P2025: { code: 'NOT_FOUND', message: 'Not found.' },
  P2003: { code: 'CONFLICT', message: 'That is still referenced by other records.' },
  // A transaction could not start in time: the database is busy, not the caller wrong.
  P2028: { code: 'SERVICE_UNAVAILABLE', message: 'The store is busy right now. Please try again in a moment.' },
};

/** Turns a known Prisma error into the TRPCError a client should see; anything else is unchanged. */
export function fromDatabaseError(error: TRPCError): TRPCError {
  const cause = error.cause;
  if (cause instanceof Prisma.PrismaClientKnownRequestError) {
    const mapped = PRISMA_CODES[cause.code];
    if (mapped) return new TRPCError({ ...mapped, cause });
  }
  return error;
}

type Shape = { message: string; code: number; data: Record<string, unknown> };

/**
 * The error body both surfaces send. Internal errors never reveal their message, stack or SQL; the
 * server log has them.
 */
export function formatError({ shape, error }: { shape: Shape; error: TRPCError }) {
  const internal = error.code === 'INTERNAL_SERVER_ERROR';
  const { stack: _stack, ...data } = shape.data;
  return {
    ...shape,
    message: internal ? 'Something went wrong on our side. Please try again.' : (validationMessage(error.cause) ?? shape.message),
    data,
  };
}

/** Bad input reads as its messages ("Phone is required; Price must be more than zero"), not as JSON. */
function validationMessage(cause: unknown): string | null {
  if (!(cause instanceof ZodError)) return null;
  return [...new Set(cause.issues.map((issue) => issue.message))].join('; ');
}
