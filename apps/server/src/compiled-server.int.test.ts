import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProAccount } from '../bench/bench-account.ts';
import { startServer, type ServerProcess } from '../bench/server-process.ts';
import { buildServer } from '../scripts/build-server.ts';
import type { PropertyDocument } from '@plotwise/contracts';
import { createPropertyOverHttp } from './faults/write-load.ts';
import { uniqueEmail } from './test-support/accounts.ts';
import { textPdf } from './test-support/document-fixtures.ts';
import { freePort } from './test-support/free-port.ts';
import { freshDataDir } from './test-support/property-fixtures.ts';

const PAGE =
  '<!doctype html><html><head><title>Plotwise</title></head><body><div id="root"></div></body></html>';

/**
 * `npm start` runs the bundle `npm run build` makes (docs/decisions/0090-compiled-server.md): built
 * here, then started with plain node on a fresh data directory, so what the bundle must still find
 * from dist/ (migrations, the market dataset, OCR language data, identity, the web app) is exercised.
 */
describe('the compiled server', () => {
  let server: ServerProcess;
  const webDir = freshDataDir();
  const dataDir = freshDataDir();

  beforeAll(async () => {
    await buildServer();
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), PAGE);
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("plotwise");');
    server = await startServer(
      await freePort(),
      { DATA_DIR: dataDir, WEB_DIST_DIR: webDir },
      { compiled: true, readyTimeoutMs: 90_000 },
    );
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    for (const dir of [webDir, dataDir]) rmSync(dir, { recursive: true, force: true });
  });

  it('answers /health once its new database is migrated', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('loads the native image library with the first image, not at start (docs/decisions/0091-cold-start.md)', () => {
    // Native addons show among the process's mapped files: the data directory lock's is there from the start.
    const mapped = readFileSync(`/proc/${server.pid}/maps`, 'utf8');
    expect(mapped).toContain('fs-native-extensions.node');
    expect(mapped).not.toMatch(/sharp|libvips/);
  });

  it('serves the web app: its page at / and at any screen, its assets as files', async () => {
    for (const path of ['/', '/portfolio']) {
      const page = await fetch(`${server.url}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toBe(PAGE);
    }
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toBe('console.log("plotwise");');
  });

  it('signs a visitor up, pays, and answers the API with their token', async () => {
    const jwt = await createProAccount(server.url, uniqueEmail('compiled'));
    const projects = await fetch(`${server.url}/api/v1/projects`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(projects.status).toBe(200);
    expect(await projects.json()).toEqual([expect.objectContaining({ name: 'General' })]);
  }, 60_000);

  it('reads an uploaded PDF in its own thread, from the bundle’s pdf-thread.js', async () => {
    const jwt = await createProAccount(server.url, uniqueEmail('compiled-pdf'));
    const headers = { authorization: `Bearer ${jwt}` };
    const propertyId = await createPropertyOverHttp(server.url, jwt, 0);
    const form = new FormData();
    const pdf = await textPdf([
      ['Lease of 12 Park Road, Leeds'],
      ['The term is 125 years from 1 January 1990'],
    ]);
    form.append('files', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'lease.pdf');
    const upload = await fetch(`${server.url}/api/v1/properties/${propertyId}/upload-files`, {
      method: 'POST',
      headers,
      body: form,
    });
    expect(upload.status).toBe(201);
    let documents: PropertyDocument[] = [];
    for (
      let attempt = 0;
      attempt < 300 && !['done', 'failed'].includes(documents[0]?.status ?? 'queued');
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      documents = (await (
        await fetch(`${server.url}/api/v1/properties/${propertyId}/documents`, { headers })
      ).json()) as PropertyDocument[];
    }
    expect(documents).toEqual([
      expect.objectContaining({ filename: 'lease.pdf', status: 'done', page_count: 2 }),
    ]);
  }, 90_000);

  it('serves the API document', async () => {
    const document = await fetch(`${server.url}/api/docs/json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { info: { title: string } }).info.title).toBe(
      'Plotwise API',
    );
  });
});
