import { execFileSync } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { reconcileTestDatabases } from './reconcile-test-databases.ts';
import { startTestServices, type TestServices } from './services.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
    authEmulatorHost: string;
    smtpUrl: string;
    mailWebUrl: string;
  }
}

// Vitest runs this setup once per project, each time in a fresh module graph of the same process;
// the services are shared through globalThis so the cluster and the emulator start once per run.
type Shared = { services: Promise<TestServices>; users: number };
const KEY = Symbol.for('bookstore.testServices');
const shared = globalThis as typeof globalThis & { [KEY]?: Shared };

/** Tests that run the server as a process run what `npm start` runs: the compiled server, built once a run (about a second). */
function compileServer(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}

export default async function setup(project: TestProject) {
  const entry = (shared[KEY] ??= { services: (compileServer(), startTestServices()), users: 0 });
  entry.users++;
  const services = await entry.services;
  project.provide('pgAdminUrl', services.adminUrl);
  project.provide('templateDb', services.templateDb);
  project.provide('authEmulatorHost', services.authEmulatorHost);
  project.provide('smtpUrl', services.smtpUrl);
  project.provide('mailWebUrl', services.mailWebUrl);
  return async () => {
    if (--entry.users === 0) {
      shared[KEY] = undefined;
      // After every project's tests (the integration and fuzz tests, the journeys), before the cluster goes.
      await reconcileTestDatabases(services.adminUrl).finally(() => services.stop());
    }
  };
}
