import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export type SecurityHeadersOptions = {
  /** CSP sources ('sha256-…') of the web page's inline scripts: the theme is set before first paint. */
  inlineScriptHashes: string[];
};

/** A year: the usual HSTS lifetime, long enough for browsers to remember it. */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer, API, files and web app alike, by @fastify/helmet
 * (docs/decisions/0138-security-headers.md). Scripts come only from this origin or are the web page's
 * own inline scripts by hash; images may be any web link, as a property's image links are; nothing
 * may frame a page; referrers are never sent; HSTS only when PUBLIC_URL is https.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { inlineScriptHashes }: SecurityHeadersOptions) => {
    const isHttps = new URL(app.config.PUBLIC_URL).protocol === 'https:';
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes],
          scriptSrcAttr: ["'none'"],
          // Radix's dialogs add <style> elements to lock scrolling; styles cannot run code.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:', 'http:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: isHttps ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
