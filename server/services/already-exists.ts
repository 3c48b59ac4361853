import { Conflict } from './domain-errors.ts';
import { Prisma } from '../db/generated/client.ts';

/**
 * A `.catch` handler for a create that may meet a unique constraint (Prisma's P2002): that failure
 * becomes a Conflict (409) saying `message` (what already exists, in the caller's words); anything
 * else goes on. Where no service says better, trpc/errors.ts answers a unique violation with a plain
 * "That already exists."
 */
export function alreadyExists(message: string): (error: unknown) => never {
  return (error) => {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new Conflict(message);
    throw error;
  };
}
