// Runs several commands at once and prints each one's output together when it ends, under its name:
// the checks before the tests (type checks, lint, build) take as long as the slowest of them, not
// their sum. Fails if any command fails.
//
//   node scripts/side-by-side.mjs typecheck lint build   # npm scripts, by name
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Runs `commands` ({ name: [program, ...args] }) side by side; resolves whether all of them passed. */
export async function sideBySide(commands) {
  const results = await Promise.all(Object.entries(commands).map(([name, [program, ...args]]) => run(name, program, args)));
  return results.every(Boolean);
}

function run(name, program, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += `${error.message}\n`));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (code === 0) console.log(`${name}: passed in ${seconds} s`);
      else console.log(`${name}: failed after ${seconds} s\n${output.trimEnd()}\n`);
      resolve(code === 0);
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const scripts = process.argv.slice(2);
  const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
  const passed = await sideBySide(Object.fromEntries(scripts.map((script) => [script, [...npm, 'run', '--silent', script]])));
  process.exit(passed ? 0 : 1);
}
