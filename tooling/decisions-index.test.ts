import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexProblems, type DecisionRecord } from './decisions-index.ts';
import { readRepositoryFile, repositoryRoot } from './repository-files.ts';

const DECISIONS = 'docs/decisions';

function readRecords(): DecisionRecord[] {
  return readdirSync(join(repositoryRoot, DECISIONS))
    .filter((file) => /^\d{4}-.+\.md$/.test(file))
    .map((file) => ({
      file,
      firstLine: readRepositoryFile(`${DECISIONS}/${file}`).split('\n')[0]!,
    }));
}

describe('the decision index', () => {
  it('lists every record once, in number order, under its own title, and nothing else', () => {
    const records = readRecords();
    expect(records.length).toBeGreaterThan(50);
    expect(indexProblems(readRepositoryFile(`${DECISIONS}/README.md`), records)).toEqual([]);
  });

  describe('the check', () => {
    const records: DecisionRecord[] = [
      { file: '0001-runtime.md', firstLine: '# 0001 Runtime and layout' },
      { file: '0010-files.md', firstLine: '# 0010 File storage' },
    ];
    const header = ['| Record | Title | In one line |', '| --- | --- | --- |'];
    const row1 = '| [0001](0001-runtime.md) | Runtime and layout | npm workspaces |';
    const row10 = '| [0010](0010-files.md) | File storage | local or S3 |';
    const readme = (...rows: string[]) =>
      ['# Decision records', '', ...header, ...rows, '', '## More'].join('\n');

    it('passes an index that matches the records', () => {
      expect(indexProblems(readme(row1, row10), records)).toEqual([]);
    });

    it('refuses a missing record, a record that does not exist and a stray header row', () => {
      expect(indexProblems(readme(row1, header[0]!), records)).toEqual([
        'the index header appears 2 times: keep one table',
        `not an index row: ${header[0]}`,
        '0010-files.md is missing from the index',
      ]);
      expect(
        indexProblems(readme(row1, row10, '| [0011](0011-gone.md) | Gone | gone |'), records),
      ).toEqual(['0011-gone.md is indexed but does not exist']);
    });

    it('refuses rows out of order, repeated, or under another title', () => {
      expect(indexProblems(readme(row10, row1), records)).toEqual([
        '0001 comes after 0010: rows go in number order, once each',
      ]);
      expect(indexProblems(readme(row1, row1, row10), records)).toEqual([
        '0001 comes after 0001: rows go in number order, once each',
      ]);
      expect(indexProblems(readme(row1, row10.replace('File storage', 'Files')), records)).toEqual([
        '0010-files.md is titled "File storage", the index says "Files"',
      ]);
    });
  });
});
