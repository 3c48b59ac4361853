// Prisma CLI settings. The app connects through @prisma/adapter-pg (server/db/client.ts); the
// URL here is only for contributors who run `prisma migrate` / `prisma studio` with internet.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/bookstore' },
});
