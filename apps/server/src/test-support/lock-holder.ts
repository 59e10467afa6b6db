import { openSync } from 'node:fs';
import { join } from 'node:path';
import { tryLock } from 'fs-native-extensions';
import { lockDataDir } from '../db/data-dir-lock.ts';

/**
 * A child process for the lock tests: `hold <dir>` takes the data directory's lock as a server does;
 * `create-only <dir>` creates and locks the lock file, and writes nothing, as a server killed between
 * creating the file and writing to it would have. Either says `locked` and waits to be killed.
 */
const [mode, dir] = process.argv.slice(2);
if (mode === 'hold') lockDataDir(dir!);
else if (!tryLock(openSync(join(dir!, 'plotwise.lock'), 'a+'))) throw new Error('lock not granted');
process.stdout.write('locked\n');
setInterval(() => {}, 60_000);
