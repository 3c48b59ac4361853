import { createHash } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/client.ts';

export type Db = PrismaClient;

/**
 * Prisma over node-postgres. Statements are named by a hash of their SQL so PostgreSQL prepares
 * each one once per connection instead of parsing and planning it on every request.
 */
export function createDb(connectionString: string, poolSize: number): Db {
  const adapter = new PrismaPg(
    // Search treats a word as matching when half its trigrams appear (pg_trgm's default of 0.6
    // misses common misspellings such as "Austin" for "Austen").
    { connectionString, max: poolSize, options: '-c pg_trgm.word_similarity_threshold=0.5' },
    {
      statementNameGenerator: (query) => `s_${createHash('sha1').update(query.sql).digest('base64url')}`,
    },
  );
  return new PrismaClient({ adapter });
}
