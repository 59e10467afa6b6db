import type { FastifyInstance } from 'fastify';
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose';
import type { TestAccount } from '../accounts.ts';

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');

/**
 * Authorization headers that must never admit a caller to the owner's data: none at all, and
 * bearer tokens naming the owner that the server did not issue as they stand, or no longer honours.
 */
export async function refusedCredentials(app: FastifyInstance, owner: TestAccount, attacker: TestAccount): Promise<Record<string, Record<string, string>>> {
  const claims = decodeJwt(owner.jwt);
  const header = decodeProtectedHeader(owner.jwt);
  const now = Math.floor(Date.now() / 1000);
  const [attackerHeader, , attackerSignature] = attacker.jwt.split('.');
  const { privateKey } = await generateKeyPair(header.alg!, { extractable: true });
  const signedByServer = async (payload: object) => (await app.auth.api.signJWT({ body: { payload: { ...claims, ...payload } } })).token;
  const tokens = {
    'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
    'another key': await new SignJWT(claims).setProtectedHeader({ alg: header.alg!, kid: header.kid }).sign(privateKey),
    'changed subject': `${attackerHeader}.${encode({ ...decodeJwt(attacker.jwt), sub: owner.userId, email: owner.email })}.${attackerSignature}`,
    expired: await signedByServer({ iat: now - 3600, exp: now - 60 }),
    'another audience': await signedByServer({ aud: 'another-service', exp: now + 600 }),
    // The session cookie's value sent as if it were a JWT.
    'session token': owner.sessionCookie.slice(owner.sessionCookie.indexOf('=') + 1),
  };
  return {
    'no token': {},
    ...Object.fromEntries(Object.entries(tokens).map(([name, token]) => [name, { authorization: `Bearer ${token}` }])),
  };
}
