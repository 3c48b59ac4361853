import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { accessTokens, type AccessTokens } from './auth/access-token.ts';
import { Authenticator } from './auth/authenticate.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { firebaseIdentityProvider, type IdentityProvider } from './integrations/auth/identity-provider.ts';
import { localImageStorage, type ImageStorage } from './integrations/images/storage.ts';

/** What services need from the outside world; built once at start, passed explicitly. */
export type Deps = {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  images: ImageStorage;
  identity: IdentityProvider;
  tokens: AccessTokens;
  authenticator: Authenticator;
};

/** Everything but the logger, which the app supplies. */
export type AppDeps = Omit<Deps, 'log'>;

export function createDeps(config: Config, db: Db, overrides: Partial<AppDeps> = {}): AppDeps {
  const identity = overrides.identity ?? firebaseIdentityProvider(config);
  const tokens = overrides.tokens ?? accessTokens(config);
  return {
    config,
    db,
    images: overrides.images ?? localImageStorage(path.join(config.dataDir, 'images')),
    identity,
    tokens,
    authenticator: overrides.authenticator ?? new Authenticator(db, identity, tokens),
  };
}
