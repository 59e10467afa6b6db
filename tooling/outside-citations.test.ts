import { describe, expect, it } from 'vitest';
import { findOutsideCitations } from './doc-references.ts';
import { readRepositoryFile, sourceFiles } from './repository-files.ts';

/**
 * Code cites docs/product/<page>.md and docs/decisions/NNNN-*.md, never the specification and
 * decision list kept outside the repository, which a clone cannot follow
 * (docs/decisions/0114-product-reference-in-the-repository.md). docs/ may mention the old labels:
 * docs/decisions/README.md maps them to their records.
 */
const MIGRATIONS = 'apps/server/src/db/migrations';

/** Shipped migrations never change (docs/decisions/0051-shipped-migrations-never-change.md), old citations included. */
function shippedMigrations(): Set<string> {
  const manifest = readRepositoryFile(`${MIGRATIONS}/shipped.sha256`);
  return new Set(
    manifest
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `${MIGRATIONS}/${line.trim().split(/\s+\*?/)[1]}`),
  );
}

describe('citations', () => {
  it('no source file outside docs/ cites the outside specification or decision list', () => {
    const shipped = shippedMigrations();
    const files = sourceFiles().filter((file) => !file.startsWith('docs/') && !shipped.has(file));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((file) =>
      findOutsideCitations(readRepositoryFile(file)).map(
        ({ line, text }) => `${file}:${line}: ${text}`,
      ),
    );
    expect(
      found,
      'cite docs/product/<page>.md (with a quoted heading) or docs/decisions/NNNN-*.md',
    ).toEqual([]);
  });

  describe('the check', () => {
    // Built from parts, so that this file passes the scan above.
    const section = (n: number) => `${'\u00a7'}${n}`;
    const label = (n: number) => `${'D'}${n}`;
    const lines = (text: string) => findOutsideCitations(text).map((finding) => finding.line);

    it('finds a numbered section of the specification', () => {
      expect(lines(`ok\n// Login (${['product', 'spec'].join(' ')} ${section(5)})`)).toEqual([2]);
      expect(lines(`/** Limits of ${section(5)} and ${section(9)}. */`)).toEqual([1]);
      expect(lines(`// see ${'\u00a7'} 4`)).toEqual([1]);
    });

    it('finds a decision label, with the word decision or alone', () => {
      expect(lines(`// Saves the fields (decision ${label(7)}).`)).toEqual([1]);
      expect(lines(`// Decisions ${label(2)} and ${label(11)}`)).toEqual([1]);
      expect(lines(`// profile (${label(7)}), plan (${label(8)})`)).toEqual([1]);
      expect(lines(`// the ${['product', 'spec'].join(' ')} says so`)).toEqual([1]);
    });

    it('lets through the repository’s own citations and lookalikes', () => {
      const text = [
        '// (docs/decisions/0013-property-payload.md)',
        '// docs/product/property-form.md, "Validation"',
        '// ID3 tags, a 3D plan, D100, section 5 of the lease',
        "const specification = 'premium';",
      ].join('\n');
      expect(findOutsideCitations(text)).toEqual([]);
    });
  });
});
