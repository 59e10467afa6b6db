import type { AnalysisStatusResponse, PropertyAnalysisResponse } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { bearer, type TestAccount } from './accounts.ts';

/** Quick retries and a quick watch on dead workers, so fault tests take seconds. */
export const FAST_WORKFLOW = {
  WORKFLOW_RETRY_DELAY_SECONDS: '1',
  WORKFLOW_STEP_RETRIES: '2',
  WORKFLOW_MONITOR_SECONDS: '1',
  WORKFLOW_HEARTBEAT_SECONDS: '10',
};

export async function analysisStatus(
  app: FastifyInstance,
  account: TestAccount,
  propertyId: string,
): Promise<AnalysisStatusResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/properties/${propertyId}/analysis/status`,
    headers: bearer(account),
  });
  if (response.statusCode !== 200)
    throw new Error(`analysis status failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Polls the status as the web does until the property is no longer processing. */
export async function waitForRun(
  app: FastifyInstance,
  account: TestAccount,
  propertyId: string,
  timeoutMs = 30_000,
): Promise<AnalysisStatusResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await analysisStatus(app, account, propertyId);
    if (!status.is_processing && status.workflow_status !== 'pending') return status;
    if (Date.now() > deadline)
      throw new Error(`still processing after ${timeoutMs} ms: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function propertyAnalysis(
  app: FastifyInstance,
  account: TestAccount,
  propertyId: string,
): Promise<PropertyAnalysisResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/properties/${propertyId}/analysis`,
    headers: bearer(account),
  });
  if (response.statusCode !== 200)
    throw new Error(`analysis failed: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * A real fault in the real database: while the trigger is there, storing a market result raises an
 * error, so the market step throws on every attempt.
 */
export async function breakMarketResults(app: FastifyInstance) {
  await sql`create or replace function refuse_market_result() returns trigger language plpgsql as $$ begin raise exception 'the disk is full'; end $$`.execute(
    app.db,
  );
  await sql`create trigger refuse_market_result before insert on market_data_results for each row execute function refuse_market_result()`.execute(
    app.db,
  );
}

export const mendMarketResults = (app: FastifyInstance) =>
  sql`drop trigger refuse_market_result on market_data_results`.execute(app.db);
