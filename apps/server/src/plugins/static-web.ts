import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const isApiPath = (url: string) => url.startsWith('/api/') || url === '/health';

/** The built web app's page, or null when the web app is not built. */
export function readWebPage(distDir: string): string | null {
  const page = resolve(distDir, 'index.html');
  return existsSync(page) ? readFileSync(page, 'utf8') : null;
}

/** Serves the built web app; any other non-API path gets index.html so the client router decides. */
export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string }) => {
    const root = resolve(options.distDir);
    if (readWebPage(root) === null) {
      app.log.warn({ root }, 'web app is not built; run `npm run build` to serve it');
      return;
    }
    await app.register(fastifyStatic, { root, wildcard: false, index: false });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'static-web', dependencies: ['error-handler'] },
);
