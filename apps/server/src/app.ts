import './fastify-augment.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { databaseSettingsFrom, openDatabase, type DatabaseHandle } from './db/database.ts';
import { resolveAuthSecret } from './lib/auth-secret.ts';
import { answerClientError } from './lib/client-errors.ts';
import { hashInlineScripts } from './lib/inline-script-hashes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuth } from './modules/auth/auth.service.ts';
import { startSessionRevocations } from './modules/auth/session-revocations.service.ts';
import { createMailer } from './modules/email/email.service.ts';
import { createDocumentsContext } from './modules/documents/documents-context.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { floorAreasOf } from './modules/documents/documents.service.ts';
import { imagesRoutes } from './modules/documents/images.routes.ts';
import { createFilesContext } from './modules/files/files-context.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { sweepStorage } from './modules/files/files.service.ts';
import { marketDataRoutes } from './modules/market-data/market-data.routes.ts';
import { marketAnalysesOf } from './modules/market-data/market-results.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createPaymentProvider } from './modules/payments/create-payment-provider.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { projectsRoutes } from './modules/projects/projects.routes.ts';
import { propertiesRoutes } from './modules/properties/properties.routes.ts';
import { promptsRoutes } from './modules/prompts/prompts.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';
import { requireTenantId } from './modules/tenants/tenants.service.ts';
import { toolsRoutes } from './modules/tools/tools.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes.ts';
import { analysisRoutes } from './modules/analysis/analysis.routes.ts';
import { createAnalysisAi } from './modules/ai/ai.service.ts';
import { builtInNarrativeWriter, type AnalysisAi } from './modules/analysis/analysis.service.ts';
import { createMarketDeps } from './modules/market-data/market-data.service.ts';
import { analysisResultsRoutes } from './modules/workflow/analysis-results.routes.ts';
import { analysisStatusesOf, analysisTriggerOf, countAiAnalysesThisMonth, createWorkflow, holdPropertyRuns } from './modules/workflow/workflow.service.ts';
import { workflowRoutes } from './modules/workflow/workflow.routes.ts';
import { jobQueuePlugin } from './plugins/job-queue.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { readWebPage, staticWebPlugin } from './plugins/static-web.ts';
import { tenantContextPlugin } from './plugins/tenant-context.ts';

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: DatabaseHandle;
  serveWeb?: boolean;
  /**
   * The AI provider the analysis uses (docs/decisions/0155-ai-built-from-the-configuration.md): by default
   * the one AI_PROVIDER configures, or none; a test may hand in its own, or null for none.
   */
  ai?: AnalysisAi | null;
};

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1024 * 1024,
    requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeout: config.CONNECTION_TIMEOUT_SECONDS * 1000,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_SECONDS * 1000,
    // Node 20 heeds a request time-out only when the server is created with it (Fastify sets it after),
    // and checks every 30 s by default: checking each second cuts a slow request close to its limit.
    http: { requestTimeout: config.REQUEST_TIMEOUT_SECONDS * 1000, connectionsCheckingInterval: 1000 },
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openDatabase(databaseSettingsFrom(config)));
  app.decorate('config', config);

  const serveWeb = options.serveWeb ?? true;
  const webPage = serveWeb ? readWebPage(config.WEB_DIST_DIR) : null;

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { inlineScriptHashes: webPage ? hashInlineScripts(webPage) : [] });
  await app.register(inputGuardPlugin);
  await app.register(dbPlugin, { database });
  await app.register(jobQueuePlugin, { connection: database.queueConnection });
  await app.register(openapiPlugin);
  // Plugins import no module: what one needs from a module is handed to it here.
  const mailer = createMailer(config, app.log);
  const revocations = await startSessionRevocations(database.db, database.listen);
  app.addHook('onClose', () => revocations.stop());
  const auth = createAuth(config, database.db, resolveAuthSecret(config), mailer, revocations.recordEnded);
  await app.register(authRoutes, { auth, revocations });
  await app.register(tenantContextPlugin, { resolveTenantId: (userId) => requireTenantId(database.db, userId) });

  await app.register(healthRoutes);
  await app.register(waitlistRoutes);
  await app.register(paymentsRoutes, { provider: createPaymentProvider(config, database.db) });
  await app.register(tenantsRoutes);
  const files = await createFilesContext(config, database.runId);
  // What a crashed process left in storage goes before any request (docs/decisions/0132-no-orphan-files.md).
  app.log.info(await sweepStorage({ db: database.db, files }), 'storage swept');
  const documents = createDocumentsContext(config);
  app.addHook('onClose', () => documents.close());
  const documentsDeps = { db: database.db, files, documents, log: app.log };
  const ai =
    options.ai !== undefined
      ? options.ai
      : createAnalysisAi(config, { db: database.db, fallback: builtInNarrativeWriter });
  if (ai) app.log.info({ provider: ai.provider, model: ai.writer.model }, 'analysis uses an AI provider');
  const workflow = await createWorkflow({
    db: database.db,
    queue: app.jobs,
    steps: { documents: documentsDeps, market: createMarketDeps(database.db, config), analysis: { db: database.db, documents: documentsDeps } },
    ai,
    config,
  });
  const triggerAnalysis = analysisTriggerOf(workflow);
  await app.register(projectsRoutes);
  // Properties show what documents, market data and the workflow know of them, and tell the workflow when they
  // change; those modules depend on properties, so the lookups and the trigger are handed in.
  await app.register(propertiesRoutes, { files, floorAreasOf, marketAnalysesOf, analysisStatusesOf, triggerAnalysis, holdAnalysis: holdPropertyRuns });
  await app.register(filesRoutes, { files });
  await app.register(uploadsRoutes, { files, triggerAnalysis, holdAnalysis: holdPropertyRuns, uploadsPerMinute: config.UPLOAD_RATE_LIMIT_PER_MINUTE });
  await app.register(documentsRoutes, { files, documents });
  await app.register(imagesRoutes, { files });
  await app.register(workflowRoutes, { workflow });
  await app.register(analysisResultsRoutes, { workflow });
  await app.register(analysisRoutes);
  await app.register(marketDataRoutes);
  await app.register(subscriptionsRoutes, { countAiAnalyses: countAiAnalysesThisMonth });
  await app.register(promptsRoutes);
  await app.register(profileRoutes);
  await app.register(toolsRoutes);

  if (serveWeb) {
    await app.register(staticWebPlugin, { distDir: config.WEB_DIST_DIR });
  }
  return app;
}
