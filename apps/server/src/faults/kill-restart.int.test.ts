import { rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createProAccount } from '../../bench/bench-account.ts';
import { startServer, type ServerProcess } from '../../bench/server-process.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/database.ts';
import { uniqueEmail } from '../test-support/accounts.ts';
import { freshDataDir } from '../test-support/property-fixtures.ts';
import { storedPaths } from '../test-support/stored-paths.ts';
import { createPostgresDatabase, databaseKinds } from '../test-support/test-app.ts';
import { auditStorage } from './storage-audit.ts';
import { createPropertyOverHttp, startWriteLoad, type Acknowledged } from './write-load.ts';
import { freePort } from '../test-support/free-port.ts';

/**
 * The fault suite (docs/decisions/0134-fault-suite.md): the real server in a child process, killed
 * with SIGKILL while uploads and property creates are in flight, then started again on the same data.
 */
const KILLS = 3;
/** A start takes seconds on an idle machine; the bound is for a machine shared with other work. */
const START_TIMEOUT_MS = 180_000;

/**
 * Each kill comes after the server has acknowledged an upload and a create, with more in flight. On a
 * loaded machine an upload can take half a minute while the creators and the workflow share PGlite's
 * one session, so the wait is bounded only against a server that never answers.
 */
const ACKNOWLEDGED_TIMEOUT_MS = 180_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function untilWritesAcknowledged(acknowledged: Acknowledged) {
  for (
    const deadline = Date.now() + ACKNOWLEDGED_TIMEOUT_MS;
    acknowledged.uploads < 1 || acknowledged.properties.length < 1;
    await sleep(20)
  ) {
    if (Date.now() > deadline)
      throw new Error(
        `the server acknowledged ${acknowledged.uploads} uploads and ${acknowledged.properties.length} creates in ${ACKNOWLEDGED_TIMEOUT_MS / 1000} s`,
      );
  }
}

/** Every acknowledged property answers, and every acknowledged file is served whole (HEAD runs the same route). */
async function expectAllPresent(base: string, jwt: string, acknowledged: Acknowledged) {
  const headers = { authorization: `Bearer ${jwt}` };
  for (const id of acknowledged.properties) {
    expect(
      (await fetch(`${base}/api/v1/properties/${id}?fields=id`, { headers })).status,
      `property ${id}`,
    ).toBe(200);
  }
  for (const file of acknowledged.files) {
    const served = await fetch(`${base}${file.url}`, { method: 'HEAD' });
    expect(served.status, file.url).toBe(200);
    expect(Number(served.headers.get('content-length')), file.url).toBe(file.size);
  }
}

describe.each(databaseKinds)('kill -9 during writes, then restart, on %s', (kind) => {
  it(
    'keeps every acknowledged write, leaves no orphan file or partial row, and the new process holds the lock',
    async () => {
      const dataDir = freshDataDir();
      const postgres = kind === 'postgres' ? await createPostgresDatabase() : null;
      const env = {
        DATA_DIR: dataDir,
        UPLOAD_RATE_LIMIT_PER_MINUTE: '10000',
        ...(postgres
          ? {
              DATABASE_URL: postgres.url,
              AUTH_SECRET: 'fault-suite-secret-long-enough-for-better-auth',
            }
          : {}),
      };
      const port = await freePort();
      const all: Acknowledged = { properties: [], files: [], uploads: 0 };
      let swept = 0;
      let server: ServerProcess = await startServer(port, env, {
        readyTimeoutMs: START_TIMEOUT_MS,
      });
      try {
        const jwt = await createProAccount(server.url, uniqueEmail('faults'));
        for (let kill = 0; kill < KILLS; kill += 1) {
          const targets = await Promise.all(
            [0, 1, 2].map((round) => createPropertyOverHttp(server.url, jwt, kill * 10 + round)),
          );
          all.properties.push(...(targets as string[]));
          const load = startWriteLoad(server.url, jwt, targets as string[], {
            uploaders: 4,
            creators: 2,
          });
          await untilWritesAcknowledged(load.acknowledged);
          await sleep(Math.random() * 250);
          await server.kill();
          await load.stop();
          all.properties.push(...load.acknowledged.properties);
          all.files.push(...load.acknowledged.files);
          all.uploads += load.acknowledged.uploads;
          const leftByCrash = storedPaths(dataDir).length;

          server = await startServer(port, env, { readyTimeoutMs: START_TIMEOUT_MS });
          if (kind === 'pglite')
            expect(() => lockDataDir(dataDir)).toThrow(
              `in use by another Plotwise server (pid ${server.pid})`,
            );
          swept += leftByCrash - storedPaths(dataDir).length;
          await expectAllPresent(server.url, jwt, all);
        }
      } finally {
        await server.stop();
      }

      const database = await openDatabase(
        postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir },
      );
      try {
        expect(await auditStorage(database.db, dataDir)).toEqual({
          orphanFiles: [],
          temporaryFiles: [],
          missingBodies: [],
          pendingKeys: 0,
          filesWithoutOneAttachment: 0,
          filesWithoutOneRead: 0,
          propertiesWithoutTheirLinks: 0,
        });
      } finally {
        await database.close();
        if (postgres) await postgres.drop();
        rmSync(dataDir, { recursive: true, force: true });
      }
      console.log(
        `faults survived (${kind}): ${KILLS} kill -9s with ${all.uploads} uploads (${all.files.length} files) and ${all.properties.length} property creates acknowledged; ` +
          `all present after restart; ${swept} files left by the crashes swept; 0 orphan files, 0 partial rows`,
      );
    },
    15 * 60_000,
  );
});
