// `npm run typecheck`: the three TypeScript programs, side by side: the server with its tests and
// tools (Node, no DOM), the web client (DOM and Vite) and the browser journeys (Node driving a
// page). Each prints its errors under its name; the command fails if any program does.
import { spawn } from 'node:child_process';
import path from 'node:path';

const PROGRAMS = { 'server, tests and tools': 'tsconfig.json', client: 'client/tsconfig.json', 'browser journeys': 'e2e/tsconfig.json' };
const tsc = path.resolve('node_modules/typescript/bin/tsc');

function check(name, project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      console.log(code === 0 ? `typecheck ${name}: clean` : `typecheck ${name}: failed (${project})\n${output}`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(Object.entries(PROGRAMS).map(([name, project]) => check(name, project)));
process.exit(results.every(Boolean) ? 0 : 1);
