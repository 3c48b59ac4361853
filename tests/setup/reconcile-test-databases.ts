import pg from 'pg';
import { createDb } from '../../server/db/client.ts';
import { reconcile } from '../../server/services/reconciliation.ts';
import { STORE_DATABASE_PREFIX } from './services.ts';

/**
 * The suite's closing check, once every test has run: the store's own reconciliation (what
 * GET /reconciliation answers an admin) over every database a test file's store used. Every
 * order's charge must equal its transfer, fee and refund, or the order wait in a named state; a
 * mismatch fails the run. Says how many orders it checked.
 */
export async function reconcileTestDatabases(adminUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const { rows } = await admin
    // Not the ones a test closed to connections (a database that went down, on purpose) or left half dropped.
    .query<{ datname: string }>(`SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datallowconn AND datconnlimit <> -2 ORDER BY datname`, [
      STORE_DATABASE_PREFIX,
    ])
    .finally(() => admin.end());
  let orders = 0;
  let bundles = 0;
  const failures: string[] = [];
  for (const { datname } of rows) {
    const url = new URL(adminUrl);
    url.pathname = `/${datname}`;
    const db = createDb(url.toString(), 1);
    try {
      const result = await reconcile({ db });
      orders += result.checkedOrders;
      bundles += result.checkedBundles;
      for (const m of result.mismatches) failures.push(`${datname}: order ${m.orderId} (${m.state}) ${JSON.stringify(m)}`);
      for (const m of result.bundleMismatches) failures.push(`${datname}: bundle ${m.bundleId} (${m.states.join(', ')}) ${JSON.stringify(m)}`);
    } finally {
      await db.$disconnect();
    }
  }
  console.log(`\nReconciliation: ${orders} orders and ${bundles} bundles checked in ${rows.length} test databases, ${failures.length} mismatched`);
  if (failures.length) throw new Error(`orders and bundles whose money does not add up:\n${failures.join('\n')}`);
}
