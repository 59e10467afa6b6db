import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'plotwise-lock-'));
const holderScript = join(import.meta.dirname, '../test-support/lock-holder.ts');

/** A separate process holding the lock (see lock-holder.ts), ready once it says so. */
async function startHolder(mode: 'hold' | 'create-only', dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', holderScript, mode, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = (await once(child.stdout!, 'data')) as [Buffer];
  expect(chunk.toString()).toBe('locked\n');
  return child;
}

async function killHard(child: ReturnType<typeof spawn>) {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

describe('lockDataDir', () => {
  it('refuses a directory another live server holds, naming its pid', async () => {
    const dir = freshDir();
    const holder = await startHolder('hold', dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(
        `The data directory ${dir} is in use by another Plotwise server (pid ${holder.pid}). Stop that server, or start this one with a different DATA_DIR.`,
      );
    } finally {
      await killHard(holder);
    }
    // Killed with SIGKILL, it never released anything: the kernel did.
    lockDataDir(dir).release();
  });

  it('takes over from a server killed between creating the lock file and writing to it', async () => {
    const dir = freshDir();
    const holder = await startHolder('create-only', dir);
    expect(() => lockDataDir(dir)).toThrow('in use by another Plotwise server (pid unknown)');
    await killHard(holder);
    lockDataDir(dir).release();
  });

  it('is not fooled by an empty lock file, or one naming a live unrelated process', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'plotwise.lock'), '');
    lockDataDir(dir).release();
    writeFileSync(join(dir, 'plotwise.lock'), String(process.ppid));
    lockDataDir(dir).release();
  });

  it('holds against a second lock in the same process until released', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Plotwise server (pid ${process.pid})`);
    lock.release();
    lock.release();
    lockDataDir(dir).release();
  });
});
