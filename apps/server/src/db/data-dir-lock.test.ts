import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'plotwise-lock-'));

describe('lockDataDir', () => {
  it('refuses a directory held by another live process, naming it', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'plotwise.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`in use by another Plotwise server (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that has exited, and releases it', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'plotwise.lock'), '2147483646');
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'plotwise.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(() => readFileSync(join(dir, 'plotwise.lock'))).toThrow();
  });
});
