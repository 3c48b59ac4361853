import { TRPCError } from '@trpc/server';
import { Prisma } from '../db/generated/client.ts';

/**
 * A `.catch` handler for a create that may meet a unique constraint (Prisma's P2002): that failure
 * becomes a 409 saying `message` (what already exists, in the caller's words); anything else goes on.
 * Where no service says better, trpc/errors.ts answers a unique violation with a plain "That already exists."
 * (and it would, were the Prisma error kept as this one's cause: so it is not).
 */
export function alreadyExists(message: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new TRPCError({ code: 'CONFLICT', message });
    throw error;
  };
}
