import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieOf } from '../../../bench/bench-account.ts';
import { startServer, type ServerProcess } from '../../../bench/server-process.ts';
import { uniqueEmail } from '../../test-support/accounts.ts';
import { freshDataDir } from '../../test-support/property-fixtures.ts';
import { createPostgresDatabase, databaseKinds } from '../../test-support/test-app.ts';
import { freePort } from '../../test-support/free-port.ts';

/**
 * Two real server processes on one PostgreSQL database, as a scaled deployment runs them: a
 * sign-out on one reaches the other's in-memory revocations through NOTIFY
 * (docs/decisions/0120-session-revocation-cache.md).
 */
/**
 * Another process learns of a sign-out from its NOTIFY, which PostgreSQL delivers to every listener at
 * about the moment the sign-out answers, but not before: on a loaded machine the second process may
 * still be reading it when the next request arrives. Well within a second; the test allows one.
 */
const NOTIFY_DELIVERY_MS = 1_000;

describe.runIf(databaseKinds.includes('postgres'))(
  'session revocation across server processes',
  () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let first: ServerProcess;
    let second: ServerProcess;
    let publicUrl: string;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      const firstPort = await freePort();
      publicUrl = `http://127.0.0.1:${firstPort}`;
      // One deployment: one public address and secret, so either process verifies the other's JWTs.
      const shared = {
        DATABASE_URL: database.url,
        AUTH_SECRET: 'two-process-secret-that-is-long-enough',
        PUBLIC_URL: publicUrl,
        LOG_LEVEL: 'error',
      };
      // One after the other: both would otherwise race to create the migration tables of a new database.
      first = await startServer(firstPort, { ...shared, DATA_DIR: freshDataDir() });
      second = await startServer(await freePort(), { ...shared, DATA_DIR: freshDataDir() });
    }, 120_000);
    afterAll(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.drop();
    });

    async function signUp(server: ServerProcess) {
      const email = uniqueEmail('scaled');
      const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: publicUrl },
        body: JSON.stringify({ email, password: 'correct-horse', name: 'Scaled' }),
      });
      expect(response.status).toBe(200);
      const cookie = sessionCookieOf(response)!;
      const token = await fetch(`${server.url}/api/auth/token`, { headers: { cookie } });
      const { token: jwt } = (await token.json()) as { token: string };
      const setup = await fetch(`${server.url}/api/v1/tenant/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ email, name: 'Scaled', plan: 'free' }),
      });
      expect(setup.status).toBe(201);
      return { cookie, jwt };
    }

    const tenantInfo = (server: ServerProcess, jwt: string) =>
      fetch(`${server.url}/api/v1/tenant/info`, {
        headers: { authorization: `Bearer ${jwt}` },
      }).then((response) => response.status);

    /** The statuses the second process gives the JWT, asked again until it refuses it or a second has gone. */
    async function untilRefused(server: ServerProcess, jwt: string) {
      const deadline = Date.now() + NOTIFY_DELIVERY_MS;
      let status = await tenantInfo(server, jwt);
      while (status !== 401 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        status = await tenantInfo(server, jwt);
      }
      return status;
    }

    it('refuses a JWT whose session ended on the first process: there at once, on the second as its NOTIFY arrives', async () => {
      const account = await signUp(first);
      const bystander = await signUp(second);
      expect(await tenantInfo(second, account.jwt)).toBe(200);

      const signOut = await fetch(`${first.url}/api/auth/sign-out`, {
        method: 'POST',
        headers: { cookie: account.cookie, origin: publicUrl },
      });
      expect(signOut.status).toBe(200);

      expect(await tenantInfo(first, account.jwt)).toBe(401);
      expect(await untilRefused(second, account.jwt)).toBe(401);
      expect(await tenantInfo(first, bystander.jwt)).toBe(200);
    });
  },
);
