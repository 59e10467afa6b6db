import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';

/** Every decorator the app adds to fastify, in one place. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
  }
}
