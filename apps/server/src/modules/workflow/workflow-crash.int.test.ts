import type { AnalysisStatusResponse, PropertyDocument } from '@plotwise/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createProAccount } from '../../../bench/bench-account.ts';
import { startServer, type ServerProcess } from '../../../bench/server-process.ts';
import { scannedPdf } from '../../test-support/document-fixtures.ts';
import { leasePages, titleRegisterPages } from '../../test-support/legal-pack-texts.ts';
import { freshDataDir, propertyForm } from '../../test-support/property-fixtures.ts';
import {
  createPostgresDatabase,
  databaseKinds,
  type DatabaseKind,
} from '../../test-support/test-app.ts';
import { FAST_WORKFLOW } from '../../test-support/workflow.ts';
import { freePort } from '../../test-support/free-port.ts';

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The real server in a child process, killed with SIGKILL in the middle of a run and started again on the same data. */
describe.each(databaseKinds)('a server killed mid-run on %s', (kind: DatabaseKind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('resumes the run after a restart: no property left processing, no document left reading', async () => {
    const dataDir = freshDataDir();
    const database = kind === 'postgres' ? await createPostgresDatabase() : null;
    if (database) cleanups.push(database.drop);
    const env = {
      DATA_DIR: dataDir,
      ...FAST_WORKFLOW,
      OCR_WORKERS: '1',
      ...(database
        ? { DATABASE_URL: database.url, AUTH_SECRET: 'crash-test-secret-that-is-long-enough' }
        : {}),
    };
    const port = await freePort();
    let server: ServerProcess = await startServer(port, env);
    cleanups.push(() => server.stop());
    const jwt = await createProAccount(server.url, `crash.${Date.now()}@example.co.uk`);
    const api = async <T>(path: string, init: RequestInit = {}) => {
      const response = await fetch(`${server.url}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${jwt}`, origin: server.url, ...init.headers },
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return (await response.json()) as T;
    };
    const status = () =>
      api<AnalysisStatusResponse>(`/api/v1/properties/${property.id}/analysis/status`);
    const documents = () => api<PropertyDocument[]>(`/api/v1/properties/${property.id}/documents`);

    const property = await api<{ id: string }>('/api/v1/properties', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(propertyForm({ image_urls: [], document_urls: [] })),
    });
    await until('the first run', status, (value) => !value.is_processing, 60_000);

    // Scans to read by OCR: the documents step takes a while, long enough to be cut short.
    const form = new FormData();
    for (const [name, pages] of [
      ['lease.pdf', leasePages.slice(0, 1)],
      ['title.pdf', titleRegisterPages.slice(0, 1)],
    ] as const) {
      form.append('files', new Blob([await scannedPdf(pages)], { type: 'application/pdf' }), name);
    }
    await api(`/api/v1/properties/${property.id}/upload-files`, { method: 'POST', body: form });
    await until(
      'a document being read',
      documents,
      (list) => list.some((document) => document.status === 'reading'),
      60_000,
    );

    process.kill(server.pid, 'SIGKILL');
    await server.stop();
    server = await startServer(port, env);

    const after = await until(
      'the run after the restart',
      status,
      (value) => !value.is_processing,
      240_000,
    );
    expect(['completed', 'failed']).toContain(after.workflow_status);
    const documentsStep = after.analysis_status.steps.find((step) => step.step === 'documents')!;
    // The step was taken back from the dead server and ran again (or, past its retries, failed with a reason).
    expect(documentsStep.attempts).toBeGreaterThanOrEqual(2);
    if (documentsStep.status === 'failed')
      expect(documentsStep.error).toMatch(/stopped before it finished/);
    const left = (await documents()).filter(
      (document) => document.status === 'reading' || document.status === 'queued',
    );
    expect(left).toEqual([]);
  }, 480_000);
});
