import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The caller's tenant id, for routes guarded by `requireTenant`. */
export function tenantIdOf(request: FastifyRequest): string {
  if (!request.tenantId) throw new Error('route is missing the requireTenant guard');
  return request.tenantId;
}

export type TenantContextOptions = {
  /** The user's tenant id; throws the AppError to answer when the user has none. */
  resolveTenantId: (userId: string) => Promise<string>;
};

/** `requireTenant`: a signed-in caller with a tenant; every data query is scoped by that tenant. */
export const tenantContextPlugin = fp(
  async (app: FastifyInstance, { resolveTenantId }: TenantContextOptions) => {
    app.decorateRequest('tenantId', null);
    app.decorate('requireTenant', async (request: FastifyRequest) => {
      await app.authenticate(request);
      request.tenantId = await resolveTenantId(request.user!.userId);
    });
  },
  { name: 'tenant-context', dependencies: ['auth'] },
);
