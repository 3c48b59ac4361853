import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { ImageStorage } from './integrations/images/storage.ts';

/** What services need from the outside world; built once at start, passed explicitly. */
export type Deps = {
  config: Config;
  db: Db;
  log: FastifyBaseLogger;
  images: ImageStorage;
};
