import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazySchemasPreload } from './emulator-lazy-schemas.ts';

const cli = createRequire(import.meta.url).resolve('firebase-tools/lib/bin/firebase.js');
let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-preload-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** What exegesis, as firebase-tools loads it, makes of the options the Auth emulator passes (none about compiling). */
async function lazyInEmulator(preload: string | null): Promise<unknown> {
  const file = path.join(dir, 'preload.cjs');
  await fs.writeFile(file, preload ?? '');
  const probe = `const options = require('node:module').createRequire(${JSON.stringify(cli)})('exegesis/lib/options');
process.stdout.write(JSON.stringify(options.compileOptions({}).lazyCompileValidationSchemas));`;
  return JSON.parse(execFileSync(process.execPath, ['--require', file, '-e', probe], { encoding: 'utf8' }));
}

describe("the Auth emulator's preload", () => {
  it('has exegesis compile the schemas of the emulator lazily, which it does not by itself', async () => {
    expect(await lazyInEmulator(null)).toBe(false);
    expect(await lazyInEmulator(lazySchemasPreload(cli))).toBe(true);
  });

  it('changes nothing, and fails nothing, when exegesis is not where it was', async () => {
    const elsewhere = path.join(dir, 'no-firebase-tools', 'firebase.js');
    const file = path.join(dir, 'missing.cjs');
    await fs.writeFile(file, lazySchemasPreload(elsewhere));
    expect(execFileSync(process.execPath, ['--require', file, '-e', 'process.stdout.write("started")'], { encoding: 'utf8' })).toBe('started');
  });
});
