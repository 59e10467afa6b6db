import './fastify-augment.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { createFilesContext } from './modules/files/files-context.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { marketDataRoutes } from './modules/market-data/market-data.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createPaymentProvider } from './modules/payments/create-payment-provider.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { promptsRoutes } from './modules/prompts/prompts.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { workflowRoutes } from './modules/workflow/workflow.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { staticWebPlugin } from './plugins/static-web.ts';
import { tenantContextPlugin } from './plugins/tenant-context.ts';

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  serveWeb?: boolean;
};

export function databaseSettingsFrom(config: Config) {
  return config.DATABASE_URL
    ? ({ kind: 'postgres', url: config.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: config.DATA_DIR } as const);
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(databaseSettingsFrom(config)));
  app.decorate('config', config);

  await app.register(errorHandlerPlugin);
  await app.register(dbPlugin, { database });
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(tenantContextPlugin);

  await app.register(healthRoutes);
  await app.register(waitlistRoutes);
  await app.register(paymentsRoutes, { provider: createPaymentProvider(config, database.db) });
  await app.register(tenantsRoutes);
  const files = await createFilesContext(config);
  await app.register(projectsRoutes);
  await app.register(propertiesRoutes, { files });
  await app.register(filesRoutes, { files });
  await app.register(workflowRoutes);
  await app.register(marketDataRoutes);
  await app.register(subscriptionsRoutes);
  await app.register(promptsRoutes);
  await app.register(profileRoutes);

  if (options.serveWeb ?? true) {
    await app.register(staticWebPlugin, { distDir: config.WEB_DIST_DIR });
  }
  return app;
}
