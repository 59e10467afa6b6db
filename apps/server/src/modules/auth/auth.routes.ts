import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, errors as joseErrors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.ts';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, isAdministrator, JWT_AUDIENCE, type Auth } from './auth.service.ts';
import type { SessionRevocations } from './session-revocations.service.ts';

function toWebRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined && key !== CLIENT_IP_HEADER) headers.set(key, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, key) => reply.header(key, value));
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

/** Verifies the short-lived JWTs better-auth issues, against its own key set (refetched on an unknown key). */
function createJwtVerifier(auth: Auth, issuer: string) {
  let keySet: ReturnType<typeof createLocalJWKSet> | null = null;
  const loadKeys = async () => {
    const jwks = (await auth.api.getJwks()) as JSONWebKeySet;
    keySet = createLocalJWKSet(jwks);
    return keySet;
  };
  return async (token: string) => {
    const verify = async (keys: ReturnType<typeof createLocalJWKSet>) =>
      (await jwtVerify(token, keys, { issuer, audience: JWT_AUDIENCE })).payload;
    try {
      return await verify(keySet ?? (await loadKeys()));
    } catch (error) {
      if (error instanceof joseErrors.JWKSNoMatchingKey) return verify(await loadKeys());
      throw error;
    }
  };
}

const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Authentication required');

/** Tokens kept verified at once: far more than the users one process serves within a token's lifetime. */
const VERIFIED_TOKENS_KEPT = 10_000;

export type AuthRoutesOptions = { auth: Auth; revocations: SessionRevocations };

/**
 * Mounts better-auth under /api/auth and guards /api/v1 with its JWTs (docs/decisions/0003-identity.md).
 * Not encapsulated: every module's routes use the `authenticate` and `requireAdmin` it decorates the app with.
 */
export const authRoutes = fp(
  async (app: FastifyInstance, { auth, revocations }: AuthRoutesOptions) => {
    const verifyJwt = createJwtVerifier(auth, app.config.PUBLIC_URL);
    app.decorate('auth', auth);
    app.decorateRequest('user', null);

    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        const response = await auth.handler(toWebRequest(request, app.config.PUBLIC_URL));
        return sendWebResponse(reply, response);
      },
    });

    // A token whose signature checked out once is not checked again until it expires; its session is,
    // on every request (docs/decisions/0092-summary-reads.md).
    const verifiedTokens = new LRUCache<string, JWTPayload>({ max: VERIFIED_TOKENS_KEPT });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const [scheme, token] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthenticated();
      let payload = verifiedTokens.get(token);
      if (!payload) {
        payload = await verifyJwt(token).catch(() => {
          throw unauthenticated();
        });
        const msToExpiry = (payload.exp ?? 0) * 1000 - Date.now();
        if (msToExpiry > 0) verifiedTokens.set(token, payload, { ttl: msToExpiry });
      }
      // A JWT without a session id predates revocation: refuse it, the client fetches a new one.
      if (!payload.sub || typeof payload.sid !== 'string' || (await revocations.isRevoked(payload.sid))) throw unauthenticated();
      request.user = { userId: payload.sub, email: String(payload.email ?? ''), name: String(payload.name ?? '') };
    });

    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await app.authenticate(request);
      if (!(await isAdministrator(app.db, app.config.ADMIN_EMAILS, request.user!.userId))) {
        throw new AppError('FORBIDDEN', 'You are not authorized to perform this action.');
      }
    });
  },
  { name: 'auth', dependencies: ['db', 'error-handler'] },
);
