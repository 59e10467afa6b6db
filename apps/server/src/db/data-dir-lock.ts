import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export type DataDirLock = { release: () => void };

const LOCK_FILE = 'plotwise.lock';
/** Who holds the lock, for the message only: the lock itself never reads it. */
const PID_FILE = 'plotwise.pid';

function ownerOf(dir: string): string {
  try {
    return readFileSync(join(dir, PID_FILE), 'utf8').trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * PGlite allows one process per data directory. The lock is the operating system's, on an open file
 * (docs/decisions/0131-data-dir-lock.md): it is held while the process lives and released by the
 * kernel when it dies, however it dies, so what the file contains (empty, a stale or reused pid)
 * cannot fool it. The file is never deleted: a process that opened it just before a delete would
 * lock a file nobody else sees.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const fd = openSync(join(dir, LOCK_FILE), 'a+');
  if (!tryLock(fd)) {
    closeSync(fd);
    throw new Error(
      `The data directory ${dir} is in use by another Plotwise server (pid ${ownerOf(dir)}). ` +
        'Stop that server, or start this one with a different DATA_DIR.',
    );
  }
  writeFileSync(join(dir, PID_FILE), String(process.pid));
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      unlock(fd);
      closeSync(fd);
    },
  };
}
