import { JWT_LIFETIME_SECONDS } from '@plotwise/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/** Users whose tenant is kept at once: far more than one process serves within a token's lifetime. */
const TENANTS_KEPT = 10_000;

/** The caller's tenant id, for routes guarded by `requireTenant`. */
export function tenantIdOf(request: FastifyRequest): string {
  if (!request.tenantId) throw new Error('route is missing the requireTenant guard');
  return request.tenantId;
}

export type TenantContextOptions = {
  /** The user's tenant id; throws the AppError to answer when the user has none. */
  resolveTenantId: (userId: string) => Promise<string>;
};

/**
 * `requireTenant`: a signed-in caller with a tenant; every data query is scoped by that tenant. An
 * account's tenant never changes once set up, so it is looked up once a token's lifetime, not on
 * every request; an account still without one is asked again each time (docs/decisions/0092-summary-reads.md).
 */
export const tenantContextPlugin = fp(
  async (app: FastifyInstance, { resolveTenantId }: TenantContextOptions) => {
    const tenantOfUser = new LRUCache<string, string>({ max: TENANTS_KEPT, ttl: JWT_LIFETIME_SECONDS * 1000 });
    app.decorateRequest('tenantId', null);
    app.decorate('requireTenant', async (request: FastifyRequest) => {
      await app.authenticate(request);
      const userId = request.user!.userId;
      let tenantId = tenantOfUser.get(userId);
      if (!tenantId) {
        tenantId = await resolveTenantId(userId);
        tenantOfUser.set(userId, tenantId);
      }
      request.tenantId = tenantId;
    });
  },
  { name: 'tenant-context', dependencies: ['auth'] },
);
