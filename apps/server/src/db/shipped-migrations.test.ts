import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrations } from './migrations/index.ts';

/**
 * A migration that has shipped has run on databases we cannot reach: editing it changes nothing
 * there and makes a fresh database differ from an old one. `migrations/shipped.sha256` holds the
 * checksum of every shipped file (docs/decisions/0051-shipped-migrations-never-change.md).
 */
const migrationsDir = join(import.meta.dirname, 'migrations');
const MANIFEST = 'shipped.sha256';
const MIGRATION_FILE = /^(\d{4})-[a-z-]+\.ts$/;
/** Numbers that were never used, and why, are in the decision record; no new gap is allowed. */
const SKIPPED_NUMBERS = [6];

type Manifest = { file: string; sha256: string }[];

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const numberOf = (file: string) => Number(MIGRATION_FILE.exec(file)![1]);
const padded = (number: number) => String(number).padStart(4, '0');
const appendCommand = (file: string) =>
  `(cd apps/server/src/db/migrations && sha256sum ${file} >> ${MANIFEST})`;

/** The first `count` migration numbers: 1, 2, 3, ... without the skipped ones. */
function allowedNumbers(count: number): number[] {
  const numbers: number[] = [];
  for (let number = 1; numbers.length < count; number += 1) if (!SKIPPED_NUMBERS.includes(number)) numbers.push(number);
  return numbers;
}

/** `sha256sum` output: "<hex>  <file>" per line. */
function parseManifest(text: string): Manifest {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [, sha, file] = /^([0-9a-f]{64}) [ *](.+)$/.exec(line) ?? [];
      if (!sha || !file) throw new Error(`${MANIFEST}: not a "sha256  file" line: ${line}`);
      return { file, sha256: sha };
    });
}

/** Every problem with the migrations folder, each saying what to do about it. */
function findProblems(files: Map<string, string>, manifest: Manifest): string[] {
  const problems: string[] = [];
  for (const { file, sha256: shipped } of manifest) {
    const text = files.get(file);
    if (text === undefined) {
      problems.push(`${file} has shipped and is gone. Restore it (git checkout main -- apps/server/src/db/migrations/${file}); undo what it did in a new migration if you must.`);
    } else if (sha256(text) !== shipped) {
      problems.push(
        `${file} has shipped and must not change: databases that ran it will never run it again. ` +
          `Restore it (git checkout main -- apps/server/src/db/migrations/${file}) and put the change in a new migration, registered in migrations/index.ts.`,
      );
    }
  }
  const numbers = [...files.keys()].map(numberOf).sort((a, b) => a - b);
  const wanted = allowedNumbers(numbers.length);
  const misplaced = numbers.findIndex((number, index) => number !== wanted[index]);
  if (misplaced !== -1) {
    problems.push(
      `Migration numbers follow on from 0001, each used once (only ${SKIPPED_NUMBERS.map(padded).join(', ')} was skipped, long ago); ` +
        `found ${numbers.map(padded).join(', ')}. Number the new migration ${padded(wanted[misplaced]!)}.`,
    );
  }
  const listed = new Set(manifest.map((entry) => entry.file));
  for (const file of files.keys()) {
    if (!listed.has(file)) {
      problems.push(`${file} is not in ${MANIFEST}. Once it is final, append its checksum: ${appendCommand(file)}`);
    }
  }
  return problems;
}

function readMigrations(): Map<string, string> {
  const files = readdirSync(migrationsDir).filter((file) => MIGRATION_FILE.test(file));
  return new Map(files.map((file) => [file, readFileSync(join(migrationsDir, file), 'utf8')]));
}

describe('shipped migrations', () => {
  const files = readMigrations();
  const manifest = parseManifest(readFileSync(join(migrationsDir, MANIFEST), 'utf8'));

  it('are all unchanged, listed and numbered one after another', () => {
    expect(findProblems(files, manifest)).toEqual([]);
  });

  it('are all registered in migrations/index.ts, in order', () => {
    const names = [...files.keys()].sort().map((file) => file.replace(/\.ts$/, ''));
    expect(Object.keys(migrations), 'register every migration in migrations/index.ts, in order').toEqual(names);
  });

  describe('the guard', () => {
    const shipped = new Map([
      ['0001-auth.ts', 'a'],
      ['0005-properties.ts', 'b'],
    ]);
    const shippedManifest: Manifest = [...shipped].map(([file, text]) => ({ file, sha256: sha256(text) }));
    const withGap = new Map([['0001-auth.ts', 'a'], ['0002-tenants.ts', 'b'], ['0003-waitlist.ts', 'c'], ['0004-projects.ts', 'd']]);
    const gaplessManifest: Manifest = [...withGap].map(([file, text]) => ({ file, sha256: sha256(text) }));

    it('refuses a shipped migration that changed', () => {
      const problems = findProblems(new Map([...withGap, ['0002-tenants.ts', 'b, edited']]), gaplessManifest);
      expect(problems).toEqual([expect.stringContaining('0002-tenants.ts has shipped and must not change')]);
    });

    it('refuses a shipped migration that was removed', () => {
      const removed = new Map(withGap);
      removed.delete('0004-projects.ts');
      expect(findProblems(removed, gaplessManifest)).toEqual([expect.stringContaining('0004-projects.ts has shipped and is gone')]);
    });

    const nextNumber = 'Number the new migration 0005.';

    it('refuses a new migration that skips a number, and says which number to use', () => {
      const problems = findProblems(new Map([...withGap, ['0007-market.ts', 'e']]), [...gaplessManifest, { file: '0007-market.ts', sha256: sha256('e') }]);
      expect(problems).toEqual([expect.stringContaining(`found 0001, 0002, 0003, 0004, 0007. ${nextNumber}`)]);
    });

    it('refuses two migrations with one number', () => {
      const problems = findProblems(new Map([...withGap, ['0004-market.ts', 'e']]), [...gaplessManifest, { file: '0004-market.ts', sha256: sha256('e') }]);
      expect(problems).toEqual([expect.stringContaining(`found 0001, 0002, 0003, 0004, 0004. ${nextNumber}`)]);
    });

    it('asks for the checksum of a new migration', () => {
      const problems = findProblems(new Map([...withGap, ['0005-market.ts', 'e']]), gaplessManifest);
      expect(problems).toEqual([expect.stringContaining('0005-market.ts is not in shipped.sha256. Once it is final, append its checksum')]);
    });

    it('refuses a next migration that skips the number after the real last one', () => {
      const files = readMigrations();
      const manifest = parseManifest(readFileSync(join(migrationsDir, MANIFEST), 'utf8'));
      const last = Math.max(...[...files.keys()].map(numberOf));
      expect(last).toBeGreaterThanOrEqual(13);
      const skipping = `${padded(last + 2)}-next.ts`;
      expect(findProblems(new Map([...files, [skipping, 'f']]), [...manifest, { file: skipping, sha256: sha256('f') }])).toEqual([
        expect.stringContaining(`Number the new migration ${padded(last + 1)}.`),
      ]);
    });

    it('allows only the historical gap at 0006', () => {
      expect(findProblems(new Map([...withGap, ['0005-a.ts', 'e'], ['0007-b.ts', 'f']]), [
        ...gaplessManifest,
        { file: '0005-a.ts', sha256: sha256('e') },
        { file: '0007-b.ts', sha256: sha256('f') },
      ])).toEqual([]);
      expect(findProblems(shipped, shippedManifest)).toEqual([expect.stringContaining('found 0001, 0005. Number the new migration 0002.')]);
    });
  });
});
