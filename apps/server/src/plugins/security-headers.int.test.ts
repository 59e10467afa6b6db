import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds } from '../test-support/test-app.ts';

const themeScript = "document.documentElement.setAttribute('data-theme', 'modern');";
const themeHash = `'sha256-${createHash('sha256').update(themeScript).digest('base64')}'`;

/** A built web app of one page with one inline script, as Vite leaves index.html. */
function webDistDir() {
  const dir = mkdtempSync(join(tmpdir(), 'plotwise-web-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><html><head><script>${themeScript}</script><script type="module" src="/assets/app.js"></script></head><body></body></html>`);
  return dir;
}

const directivesOf = (policy: string) =>
  Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name).map(([name, ...values]) => [name, values]));

describe.each(databaseKinds)('security headers on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { WEB_DIST_DIR: webDistDir(), PUBLIC_URL: 'http://localhost:3000' }, { serveWeb: true });
  });
  afterAll(() => app.close());

  it('sends a policy that runs only this origin\'s scripts and the page\'s own inline script', async () => {
    const page = await app.inject({ method: 'GET', url: '/portfolio' });
    expect(page.statusCode).toBe(200);
    const csp = directivesOf(String(page.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'", themeHash]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it('sends the same headers on API answers, errors included', async () => {
    for (const url of ['/health', '/api/v1/tenant/info', '/api/v1/no-such-route']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('serves the API viewer under the same policy, with no inline script to allow', async () => {
    const viewer = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.body).not.toMatch(/<script(?![^>]*src=)[^>]*>\s*\S/);
    expect((await app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).json().openapi).toMatch(/^3\./);
  });
});

describe.each(databaseKinds)('security headers behind https on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(kind, { PUBLIC_URL: 'https://plotwise.example.co.uk' });
  });
  afterAll(() => app.close());

  it('adds HSTS and upgrades insecure requests', async () => {
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
