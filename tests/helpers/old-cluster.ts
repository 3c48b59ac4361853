import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A stand-in for a cluster another PostgreSQL major made: the files and folders `initdb` lays out,
 * with `PG_VERSION` saying `major` and made-up contents. The store must read its PG_VERSION and go
 * no further; a real cluster of an older major would need that major's programs, which we no
 * longer install.
 */
export async function fakeCluster(dir: string, major: number): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  await fs.chmod(dir, 0o700);
  for (const sub of ['base/1', 'global', 'pg_wal/archive_status', 'pg_xact', 'pg_tblspc']) await fs.mkdir(path.join(dir, sub), { recursive: true });
  await fs.writeFile(path.join(dir, 'PG_VERSION'), `${major}\n`);
  await fs.writeFile(path.join(dir, 'base/1/PG_VERSION'), `${major}\n`);
  await fs.writeFile(path.join(dir, 'global/pg_control'), Buffer.alloc(8192, 7));
  await fs.writeFile(path.join(dir, 'base/1/1259'), 'a catalog page the store must never see rewritten');
  await fs.writeFile(path.join(dir, 'postgresql.conf'), '# the old cluster\n');
  await fs.writeFile(path.join(dir, 'pg_hba.conf'), 'host all all 127.0.0.1/32 scram-sha-256\n');
}

/** Every entry under `dir` (itself included): its path, type, owner, mode, size, modification time and, for files, a hash of the contents. */
export async function snapshot(dir: string): Promise<string[]> {
  const lines: string[] = [];
  const visit = async (rel: string): Promise<void> => {
    const full = path.join(dir, rel);
    const st = await fs.lstat(full);
    const hash = st.isFile()
      ? createHash('sha256')
          .update(await fs.readFile(full))
          .digest('hex')
      : '';
    lines.push([rel || '.', st.isDirectory() ? 'dir' : 'file', st.uid, st.gid, st.mode.toString(8), st.size, st.mtimeMs, hash].join(' '));
    if (st.isDirectory()) for (const name of (await fs.readdir(full)).sort()) await visit(path.join(rel, name));
  };
  await visit('');
  return lines;
}
