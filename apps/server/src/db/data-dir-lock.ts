import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type DataDirLock = { release: () => void };

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data directory. The lock file holds the owner's pid; a lock
 * left by a process that has died is taken over, a live one refuses with a clear message.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, 'plotwise.lock');
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(path, 'utf8'));
    if (owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The data directory ${dir} is in use by another Plotwise server (pid ${owner}). ` +
          'Stop that server, or start this one with a different DATA_DIR.',
      );
    }
    writeFileSync(path, String(process.pid));
  }
  return { release: () => rmSync(path, { force: true }) };
}
