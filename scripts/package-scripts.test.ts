import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// A fresh clone must be able to run every npm script: each file a script names lives in the
// repository, and no script reaches outside it.
const scripts: Record<string, string> = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts;

const REPO_FOLDERS = ['scripts/', 'server/', 'bench/', 'client/'];
const looksLikeFile = (token: string) => /\.(ts|mjs|js|cjs)$/.test(token) || REPO_FOLDERS.some((f) => token.startsWith(f));

/** The words of a command that name files: `node --import tsx scripts/x.ts` → ['scripts/x.ts']; `--flag=a.ts` counts as `a.ts`. */
function filesNamedBy(command: string): string[] {
  return command
    .split(/\s+|&&|\|\||;/)
    .map((word) => word.replace(/^['"]|['"]$/g, '').replace(/^--?[\w-]+=/, ''))
    .filter((word) => word && !word.startsWith('-') && looksLikeFile(word));
}

/** Built output (dist/server/<name>.js) comes from an entry point of scripts/build-server.mjs. */
function builtEntry(file: string): string | undefined {
  return /^dist\/server\/([\w-]+)\.js$/.exec(file)?.[1];
}

describe('package.json scripts', () => {
  it('has scripts to check', () => {
    expect(Object.keys(scripts).length).toBeGreaterThan(5);
    expect(filesNamedBy(scripts['db:migrate'] ?? '')).toEqual(['scripts/migrate.ts']);
  });

  it.each(Object.entries(scripts))('%s reaches nothing outside the repository', (_name, command) => {
    expect(command).not.toContain('../');
    for (const file of filesNamedBy(command)) expect(file.startsWith('/'), file).toBe(false);
  });

  it.each(Object.entries(scripts))('%s names only files that exist in the repository', (_name, command) => {
    const buildScript = fs.readFileSync('scripts/build-server.mjs', 'utf8');
    for (const file of filesNamedBy(command)) {
      if (file.startsWith('dist/')) {
        // Built by `npm run build` (or scripts/ensure-build.mjs), not committed.
        const entry = builtEntry(file);
        expect(entry, `${file} is not a build output of scripts/build-server.mjs`).toBeDefined();
        expect(buildScript, `${file} is not a build output of scripts/build-server.mjs`).toMatch(new RegExp(`(?<![\\w-])['"]?${entry}['"]?\\s*:`));
        continue;
      }
      expect(fs.existsSync(file), `${file} does not exist`).toBe(true);
    }
  });
});
