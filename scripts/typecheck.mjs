// `npm run typecheck`: the four TypeScript programs, side by side: the server with its tests and
// tools (Node, no DOM), the web client (DOM and Vite), its service worker (a worker) and the
// browser journeys (Node driving a page). Each prints its errors under its name; the command fails if any program does.
import path from 'node:path';
import { sideBySide } from './side-by-side.mjs';

const PROGRAMS = {
  'server, tests and tools': 'tsconfig.json',
  client: 'client/tsconfig.json',
  'service worker': 'client/service-worker/tsconfig.json',
  'browser journeys': 'e2e/tsconfig.json',
};
const tsc = path.resolve('node_modules/typescript/bin/tsc');

const passed = await sideBySide(
  Object.fromEntries(Object.entries(PROGRAMS).map(([name, project]) => [`typecheck ${name}`, [process.execPath, tsc, '-p', project, '--pretty']])),
);
process.exit(passed ? 0 : 1);
