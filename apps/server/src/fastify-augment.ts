import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { JobQueue } from './plugins/job-queue.ts';
import type { Auth, AuthenticatedUser } from './modules/auth/auth.service.ts';

/** Every decorator the app adds to fastify, in one place. */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Kysely<Database>;
    /** pg-boss on the app's database: the analysis workflow's steps are its jobs. */
    jobs: JobQueue;
    /** This process's run while its database is open (db/process-run.ts). */
    runId: string;
    auth: Auth;
    /** preHandler: a valid bearer JWT or 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: `authenticate`, then an administrator with a verified address or 403. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: `authenticate`, then the caller's tenant or 404 'Tenant setup required'. */
    requireTenant: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: AuthenticatedUser | null;
    /** Set by `requireTenant`; read it with `tenantIdOf(request)`. */
    tenantId: string | null;
  }
}
