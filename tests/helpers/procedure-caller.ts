import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { FastifyBaseLogger } from 'fastify';
import { expect } from 'vitest';
import type { Role } from '../../shared/users.ts';
import { accessTokenCaller, accountGone, callerOnce, once, userColumns, type Caller } from '../../server/auth/authenticate.ts';
import type { Config } from '../../server/config.ts';
import { createDb, type Db } from '../../server/db/client.ts';
import { createDeps } from '../../server/create-deps.ts';
import type { Deps } from '../../server/deps.ts';
import type { VerifiedIdentity } from '../../server/integrations/auth/identity-provider.ts';
import { makeAdmin } from '../../server/services/users.ts';
import type { Context } from '../../server/trpc/context.ts';
import { publicMessage } from '../../server/trpc/errors.ts';
import { t } from '../../server/trpc/init.ts';
import { appRouter } from '../../server/trpc/router.ts';
import { uniqueEmail } from './identities.ts';
import { freshDatabase, testConfig } from './test-app.ts';

/**
 * Procedure tests: the app's tRPC procedures called in process through tRPC's own caller
 * (`t.createCallerFactory(appRouter)`), each call with an inner context made here: the same
 * `Context` the server builds per request (trpc/context.ts), on a fresh migrated database of the
 * test file's own.
 *
 * What it skips: HTTP (Fastify, the REST and /trpc adapters and what they do around a call: JSON
 * on the wire, batching, ETags, the finished-answer caches) and token verification: no Firebase ID
 * token or access token is made or checked. `as(user)` answers, as `ctx.caller`, the Caller the
 * Authenticator makes for that user's access token, from their user row read afresh at every call
 * (so a role change or a deletion shows at once, without the Authenticator's 5 s cache). A visitor
 * (`anonymous()`) goes through the real Authenticator, which refuses a missing token.
 *
 * What it keeps: every middleware (rate limits, input preparation, database-error mapping, the
 * signed-in and role checks), every input and output schema, the services and PostgreSQL. The
 * adapters run the same middleware chain through trpc/internals/run-procedure.ts (held to tRPC's caller by
 * its unit test). A refusal comes back as the TRPCError the server turns into its
 * answer: expectRefusal checks its code and the message a client is shown.
 */

const createCaller = t.createCallerFactory(appRouter);

/** The whole API as one caller sees it: `await as(buyer).orders.book({ ... })`. */
export type AppCaller = ReturnType<typeof createCaller>;

/** A user record made by signUp, enough to act as them and to name them in inputs. */
export type StoreUser = { id: string; email: string; name: string; role: Role };

/** An identity-provider sign-in that has no user record yet (before `users.save`). */
export type SignIn = VerifiedIdentity;

export type ProcedureStore = {
  db: Db;
  deps: Deps;
  config: Config;
  /** Nobody signed in: public procedures work, the others answer UNAUTHORIZED. */
  anonymous: () => AppCaller;
  /** The user with this id, as their access token would make them (their row read at each call). */
  as: (user: Pick<StoreUser, 'id'>) => AppCaller;
  /** Someone signed in with the identity provider who has not saved their user record yet. */
  signedInWithoutRecord: (identity?: Partial<SignIn>) => AppCaller;
  /**
   * A new account made the way the web app makes one: a sign-in without a record calls
   * `users.save` (buyer or seller); an admin is a buyer made admin as the make-admin CLI does.
   * Its email is verified unless `verified` is false (booking and reporting need it).
   */
  signUp: (role: Role, label?: string, options?: { verified?: boolean }) => Promise<StoreUser>;
  close: () => Promise<void>;
};

const quiet = () => undefined;
/** The server's logger with nothing to say (the tests' LOG_LEVEL is silent too). */
const silentLog: FastifyBaseLogger = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
};

/**
 * A store on a fresh database of its own: the deps the server would build from these settings
 * (testConfig's, plus `overrides`), and callers to drive its procedures with.
 */
export async function openProcedureStore(overrides: Record<string, string> = {}): Promise<ProcedureStore> {
  const databaseUrl = await freshDatabase();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bookstore-procedures-'));
  const config = testConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...overrides });
  const db = createDb(databaseUrl, 3);
  const deps: Deps = { ...createDeps(config, db), log: silentLog };

  /** One request's context: a fresh one per call, as the adapters make one per request. */
  const context = (caller: () => Promise<Caller>): Context => ({ deps, surface: 'trpc', headers: {}, ip: '127.0.0.1', setHeader: () => undefined, caller });
  const callerWith = (load: () => () => Promise<Caller>): AppCaller => createCaller(() => context(load()));

  const anonymous = () => callerWith(() => callerOnce(deps.authenticator, undefined));

  const as = ({ id }: Pick<StoreUser, 'id'>) =>
    callerWith(() =>
      once(async () => {
        const row = await db.user.findUnique({ where: { id }, select: userColumns });
        if (!row) throw accountGone();
        return accessTokenCaller(row);
      }),
    );

  const signedInWithoutRecord = (identity: Partial<SignIn> = {}) => {
    const signIn: SignIn = { uid: `procedure-${randomUUID()}`, email: uniqueEmail('signed-in'), emailVerified: true, provider: 'password', ...identity };
    return callerWith(() => once(() => Promise.resolve({ ...signIn, user: null, via: 'id-token' as const })));
  };

  const signUp = async (role: Role, label: string = role, { verified = true } = {}): Promise<StoreUser> => {
    const email = uniqueEmail(label);
    const name = `${label} person`;
    const saved = await signedInWithoutRecord({ email, emailVerified: verified }).users.save({
      name,
      email,
      image: '',
      role: role === 'seller' ? 'seller' : 'buyer',
    });
    if (!saved.insertedId) throw new Error(`sign-up of ${email} made no record`);
    if (role === 'admin') await makeAdmin(deps, email);
    return { id: saved.insertedId, email, name, role };
  };

  return {
    db,
    deps,
    config,
    anonymous,
    as,
    signedInWithoutRecord,
    signUp,
    close: async () => {
      await deps.cluster.close();
      deps.mailer?.close();
      await db.$disconnect();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Expects a call to be refused with this tRPC code and the message a client is shown for it (on
 * either surface: bad input reads as its issues' messages joined by "; ", see publicMessage).
 * Answers the error for further checks.
 */
export async function expectRefusal(call: Promise<unknown>, code: TRPC_ERROR_CODE_KEY, message: string): Promise<TRPCError> {
  const outcome = await call.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected ${code} "${message}", but the call answered ${JSON.stringify(outcome.value)}`);
  if (!(outcome.error instanceof TRPCError)) throw outcome.error;
  const error = outcome.error;
  expect({ code: error.code, message: publicMessage(error) }, `cause: ${error.cause?.message ?? 'none'}`).toEqual({ code, message });
  return error;
}
