import { rmSync } from 'node:fs';
import { FILE_MESSAGES } from '@plotwise/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_TIMED_OUT } from '../../lib/client-errors.ts';
import { bearer, signUpWithTenant, type TestAccount } from '../../test-support/accounts.ts';
import { createProperty, freshDataDir } from '../../test-support/property-fixtures.ts';
import { listenOnLoopback, multipartHead, openFilesUnder, rawExchange } from '../../test-support/raw-http.ts';
import { samplePdf } from '../../test-support/sample-files.ts';
import { storedPaths } from '../../test-support/stored-paths.ts';
import { buildTestApp, databaseKinds } from '../../test-support/test-app.ts';

/** The body from the security review: one file part, two bytes of it, and no closing boundary. */
const CUT_SHORT_FILE = '--b\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxx';
const incomplete = { detail: FILE_MESSAGES.incomplete, code: 'VALIDATION_FAILED' };

const waitUntil = async (check: () => boolean, timeoutMs = 3000) => {
  for (const deadline = Date.now() + timeoutMs; !check() && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 25));
  return check();
};

/** The start of a PDF part that never finishes, sent in pieces for as long as the socket is open. */
function trickle(head: string, everyMs: number | null) {
  return (socket: import('node:net').Socket) => {
    const part = `--b\r\nContent-Disposition: form-data; name="files"; filename="survey.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    socket.write(head);
    socket.write(`${(part.length + 4096).toString(16)}\r\n${part}`);
    socket.write(samplePdf().subarray(0, 64));
    if (everyMs === null) return;
    const timer = setInterval(() => (socket.destroyed ? clearInterval(timer) : socket.write(Buffer.alloc(16, 0x20))), everyMs);
  };
}

describe.each(databaseKinds)('uploads cut short, over a real socket, on %s', (kind) => {
  let app: FastifyInstance;
  let dataDir: string;
  let account: TestAccount;
  let port: number;
  beforeAll(async () => {
    dataDir = freshDataDir();
    app = await buildTestApp(kind, { DATA_DIR: dataDir });
    account = await signUpWithTenant(app);
    port = await listenOnLoopback(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (path: string, body: string) =>
    rawExchange(port, (socket) => socket.write(multipartHead(path, bearer(account), 'b', Buffer.byteLength(body)) + body));

  it('answers 400 at once to a body without its closing boundary, on both upload paths, and keeps nothing', async () => {
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    const field = `--b\r\nContent-Disposition: form-data; name="property_id"\r\n\r\n${property.id}\r\n`;
    for (const [path, body] of [
      [`/api/v1/properties/${property.id}/upload-files`, CUT_SHORT_FILE],
      ['/api/v1/upload-files', field + CUT_SHORT_FILE],
    ] as const) {
      const answer = await send(path, body);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body)).toEqual(incomplete);
      expect(answer.afterMs).toBeLessThan(2000);
    }
    expect(storedPaths(dataDir)).toEqual([]);
    expect(openFilesUnder(dataDir)).toEqual([]);
  });

  it('answers 400 to a body cut inside a part header, before any file began', async () => {
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    const answer = await send(`/api/v1/properties/${property.id}/upload-files`, '--b\r\nContent-Disposition: form-data; name="fi');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual(incomplete);
  });

  it('removes the partial file of a client that hangs up mid-file', async () => {
    const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
    const head = multipartHead(`/api/v1/properties/${property.id}/upload-files`, bearer(account), 'b');
    const answer = await rawExchange(port, (socket) => {
      trickle(head, null)(socket);
      // Long enough for the part to reach storage, then gone.
      setTimeout(() => socket.destroy(), 300);
    });
    expect(answer.status).toBeNull();
    expect(await waitUntil(() => storedPaths(dataDir).length === 0 && openFilesUnder(dataDir).length === 0)).toBe(true);
  });
});

describe.each(databaseKinds)('request and connection time-outs on %s', (kind) => {
  it('cuts off a client that trickles past REQUEST_TIMEOUT_SECONDS, and one that stops past CONNECTION_TIMEOUT_SECONDS, keeping nothing', async () => {
    const dataDir = freshDataDir();
    const app = await buildTestApp(kind, { DATA_DIR: dataDir, REQUEST_TIMEOUT_SECONDS: '2', CONNECTION_TIMEOUT_SECONDS: '1' });
    try {
      const account = await signUpWithTenant(app);
      const property = await createProperty(app, account, { image_urls: [], document_urls: [] });
      const port = await listenOnLoopback(app);
      const head = multipartHead(`/api/v1/properties/${property.id}/upload-files`, bearer(account), 'b');

      // Never silent for long, so only the whole-request limit can stop it; Node answers 408 and closes.
      const slow = await rawExchange(port, trickle(head, 100));
      expect(slow.status).toBe(408);
      expect(JSON.parse(slow.body)).toEqual({ detail: REQUEST_TIMED_OUT, code: 'REQUEST_TIMEOUT' });
      expect(slow.afterMs).toBeGreaterThanOrEqual(2000);
      expect(slow.afterMs).toBeLessThan(4500);

      // Silent after its first bytes: the connection limit (1 s) closes it before the request limit
      // (2 s) could answer 408; with the two equal, either may win.
      const stalled = await rawExchange(port, trickle(head, null));
      expect(stalled).toMatchObject({ status: null, closed: true });
      expect(stalled.afterMs).toBeLessThan(2000);

      expect(await waitUntil(() => storedPaths(dataDir).length === 0 && openFilesUnder(dataDir).length === 0)).toBe(true);
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
