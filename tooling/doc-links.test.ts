import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDocMentions, findMarkdownLinks, headingAnchor } from './doc-references.ts';
import { linkProblems, mentionProblems, type ReadPath } from './reference-problems.ts';
import { readRepositoryFile, repositoryRoot, sourceFiles } from './repository-files.ts';

/**
 * The repository explains itself only if its references lead somewhere: every relative link in a
 * Markdown file, and every docs/….md path named in code or documents, reaches a file that exists,
 * and the heading it names, if any (docs/decisions/0114-product-reference-in-the-repository.md).
 */
const readFromRepository: ReadPath = (path) => {
  const full = join(repositoryRoot, path);
  if (!existsSync(full)) return undefined;
  return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
};

describe('references between documents and code', () => {
  const files = sourceFiles();

  it('every relative link in a Markdown file reaches its file and heading', () => {
    const markdown = files.filter((file) => file.endsWith('.md'));
    expect(markdown.length).toBeGreaterThan(50);
    const problems = markdown.flatMap((file) =>
      linkProblems(file, readRepositoryFile(file), readFromRepository),
    );
    expect(problems, 'fix the link, or the heading it names').toEqual([]);
  });

  it('every docs/….md path named in code and documents exists, with the heading named', () => {
    const named = files.filter((file) => findDocMentions(readRepositoryFile(file)).length > 0);
    expect(named.length).toBeGreaterThan(100);
    const problems = named.flatMap((file) =>
      mentionProblems(file, readRepositoryFile(file), readFromRepository),
    );
    expect(problems, 'name a page and heading that exist').toEqual([]);
  });
});

describe('the reference check', () => {
  const page = [
    '# Uploads',
    '## Limits',
    '**Storage quota** per plan.',
    '## Billing & Plan',
    '### SDLT — England and Northern Ireland',
  ].join('\n');
  const tree: Record<string, string> = {
    [`${'docs'}/product/uploads.md`]: page,
    [`${'docs'}/product`]: '',
  };
  const read: ReadPath = (path) => tree[path];

  it('takes anchors as GitHub writes them', () => {
    expect(headingAnchor('Billing & Plan')).toBe('billing--plan');
    expect(headingAnchor('SDLT — England and Northern Ireland')).toBe(
      'sdlt--england-and-northern-ireland',
    );
    expect(headingAnchor('E-mail verification')).toBe('e-mail-verification');
  });

  it('follows relative links from the linking file, and ignores code and other sites', () => {
    const markdown = [
      '[ok](uploads.md#limits) [folder](../product/) [web](https://example.com/x.md)',
      '`[in code](gone.md)`',
      '```',
      '[in a fence](gone.md)',
      '```',
      '[gone](gone.md) [bad anchor](uploads.md#quotas)',
    ].join('\n');
    expect(findMarkdownLinks(markdown).map((link) => link.target)).toEqual([
      'uploads.md#limits',
      '../product/',
      'https://example.com/x.md',
      'gone.md',
      'uploads.md#quotas',
    ]);
    const api = `${'docs'}/product/api.md`;
    expect(linkProblems(api, markdown, read)).toEqual([
      `${api}:6: (gone.md): ${'docs'}/product/gone.md does not exist`,
      `${api}:6: (uploads.md#quotas): ${'docs'}/product/uploads.md has no heading #quotas`,
    ]);
  });

  it('checks a named path, its anchor and its quoted heading or term', () => {
    // Built from parts, so the scan of this file above does not read these probes as references.
    const uploads = `${'docs'}/product/uploads.md`;
    const upload = `${'docs'}/product/upload.md`;
    const code = [
      `/** Quotas (${uploads}, "Storage quota"; ${uploads}#billing--plan). */`,
      `// ${uploads} "SDLT" and ${uploads}, "Limits"`,
      `// ${upload} and ${uploads}, "Quotas" and ${uploads}#quota`,
      `// ${uploads}, "Lim" is no heading: a heading is named by whole words`,
    ].join('\n');
    expect(mentionProblems('apps/x.ts', code, read)).toEqual([
      `apps/x.ts:3: ${upload} does not exist`,
      `apps/x.ts:3: ${uploads} has no heading or term "Quotas"`,
      `apps/x.ts:3: ${uploads} has no heading #quota`,
      `apps/x.ts:4: ${uploads} has no heading or term "Lim"`,
    ]);
  });
});
