import { Prisma } from '../db/generated/client.ts';

/**
 * What the public sees: a listing not hidden by moderation. One rule in the two forms queries take:
 * SQL on books aliased `b` (`listed`), and a Prisma filter on books (`listedBook`).
 */
export const listed = Prisma.sql`b."hidden_at" IS NULL`;
export const listedBook = { hiddenAt: null } as const satisfies Prisma.BookWhereInput;
