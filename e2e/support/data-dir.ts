import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const DATA_DIR_VARIABLE = 'PLOTWISE_E2E_DATA_DIR';

/**
 * The e2e server's DATA_DIR, a fresh temporary folder per run. The runner and every worker load
 * the config; the first to ask makes the folder and the others inherit it through the environment.
 */
export function e2eDataDir(): string {
  const existing = process.env[DATA_DIR_VARIABLE];
  if (existing) return existing;
  const created = mkdtempSync(join(tmpdir(), 'plotwise-e2e-'));
  process.env[DATA_DIR_VARIABLE] = created;
  return created;
}
