import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { findTenantByOwner } from '../modules/tenants/tenants.repository.ts';
import { TENANT_SETUP_REQUIRED } from '../modules/tenants/tenants.service.ts';

/** The caller's tenant id, for routes guarded by `requireTenant`. */
export function tenantIdOf(request: FastifyRequest): string {
  if (!request.tenantId) throw new Error('route is missing the requireTenant guard');
  return request.tenantId;
}

/** `requireTenant`: a signed-in caller with a tenant; every data query is scoped by it (decision D5). */
export const tenantContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('tenantId', null);
    app.decorate('requireTenant', async (request: FastifyRequest) => {
      await app.authenticate(request);
      const tenant = await findTenantByOwner(app.db, request.user!.userId);
      if (!tenant) throw new AppError('NOT_FOUND', TENANT_SETUP_REQUIRED);
      request.tenantId = tenant.id;
    });
  },
  { name: 'tenant-context', dependencies: ['auth'] },
);
