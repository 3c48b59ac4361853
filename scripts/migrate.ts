// npm run db:migrate: applies the committed migrations (prisma/migrations) to DATABASE_URL without
// starting the server, the same step the server takes at start. Run it from the repository root.
// Compiled to dist/server/migrate.js, it is the image's migration-only command (the Kubernetes Job).
import { migrate } from '../server/db/migrate.ts';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('DATABASE_URL is not set: npm run db:migrate needs the database to migrate (postgresql://user:password@host:port/db).');
  process.exit(2);
}

try {
  const applied = await migrate(url);
  console.log(applied.length ? `Applied ${applied.length} migration(s):\n${applied.map((n) => `  ${n}`).join('\n')}` : 'Database is up to date');
} catch (error) {
  console.error(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
