import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PostgresBinaries } from './postgres-binaries.ts';

/** Who PostgreSQL runs as: ourselves, or (when we are root, which it refuses) the `postgres` user. */
export type PostgresAccount = { uid: number; gid: number } | null;

/** Where PostgreSQL's programs and clusters go when its user cannot reach the checkout (root's 0700 home). */
const REACHABLE_HOME = '/var/lib/book-store';

function idsOf(name: string): { uid: number; gid: number } | null {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return null;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** As root, the `postgres` system user (made when missing); otherwise null: PostgreSQL runs as us. */
export function postgresAccount(): PostgresAccount {
  if (process.getuid?.() !== 0) return null;
  if (!idsOf('postgres')) {
    execFileSync('groupadd', ['-f', '-r', 'postgres']);
    execFileSync('useradd', ['-r', '-g', 'postgres', '-M', '-d', REACHABLE_HOME, '-s', '/usr/sbin/nologin', 'postgres']);
  }
  const ids = idsOf('postgres');
  if (!ids) throw new Error('PostgreSQL cannot run as root, and no `postgres` user could be made: set DATABASE_URL to a PostgreSQL of your own.');
  return ids;
}

/** Whether the account can run a program or enter a directory (every directory above it included). */
function canReach(account: { uid: number; gid: number }, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid: account.uid, gid: account.gid }).status === 0;
}

const exists = (p: string) =>
  fs.lstat(p).then(
    () => true,
    () => false,
  );

export type PostgresPlace = { binaries: PostgresBinaries; clusterDir: string; note?: string };

/**
 * Where PostgreSQL's programs and cluster are, for the account it runs as. Run as root from a
 * checkout its `postgres` user cannot enter (a clone in root's 0700 home), the programs are copied
 * to /var/lib/book-store once per version, and the cluster lives there too, linked from its place
 * in DATA_DIR: the link is DATA_DIR's hold on it, so deleting DATA_DIR still starts afresh.
 */
export async function placeForPostgres(account: PostgresAccount, binaries: PostgresBinaries, clusterDir: string): Promise<PostgresPlace> {
  if (!account) return { binaries, clusterDir };
  const notes: string[] = [];
  let placed = binaries;
  if (!canReach(account, binaries.postgres)) {
    // Named by version as well as by checkout: after an upgrade the same node_modules holds other
    // programs, and the old copy must not stand in for them.
    const copy = path.join(REACHABLE_HOME, `postgres-${binaries.version}-${createHash('sha256').update(binaries.nativeDir).digest('hex').slice(0, 12)}`);
    if (!(await exists(path.join(copy, 'bin', 'postgres')))) {
      const staging = `${copy}.${process.pid}`;
      await fs.rm(staging, { recursive: true, force: true });
      await fs.cp(binaries.nativeDir, staging, { recursive: true, verbatimSymlinks: true });
      await fs.rm(copy, { recursive: true, force: true });
      await fs.rename(staging, copy);
    }
    await fs.chmod(REACHABLE_HOME, 0o755);
    placed = { ...binaries, nativeDir: copy, initdb: path.join(copy, 'bin', 'initdb'), postgres: path.join(copy, 'bin', 'postgres') };
    notes.push(`PostgreSQL's programs were copied to ${copy}`);
  }
  // Root makes the cluster's directory and hands it over; PostgreSQL only has to be able to enter it.
  const parent = path.dirname(clusterDir);
  await fs.mkdir(parent, { recursive: true });
  await fs.chmod(parent, 0o755);
  let dir = clusterDir;
  if (!canReach(account, parent)) {
    const home = path.join(REACHABLE_HOME, 'clusters', createHash('sha256').update(path.resolve(clusterDir)).digest('hex').slice(0, 16));
    const linked = await fs.readlink(clusterDir).catch(() => null);
    if (linked !== home) {
      if (await exists(clusterDir)) {
        throw new Error(
          `The user postgres cannot reach ${clusterDir} (a parent directory is closed to other users). Move the checkout or DATA_DIR somewhere it can enter, or set DATABASE_URL.`,
        );
      }
      // No link: DATA_DIR was deleted (or is new), so whatever cluster was kept for it is stale.
      await fs.rm(home, { recursive: true, force: true });
      await fs.mkdir(home, { recursive: true });
      await fs.symlink(home, clusterDir);
    }
    await fs.chmod(REACHABLE_HOME, 0o755);
    await fs.chmod(path.dirname(home), 0o755);
    dir = home;
    notes.push(`its cluster is kept in ${home}, linked from ${clusterDir}`);
  }
  await fs.mkdir(dir, { recursive: true });
  await fs.chown(dir, account.uid, account.gid);
  await fs.chmod(dir, 0o700);
  return {
    binaries: placed,
    clusterDir: dir,
    ...(notes.length && { note: `PostgreSQL runs as the user postgres, which cannot enter this checkout: ${notes.join('; ')}.` }),
  };
}
