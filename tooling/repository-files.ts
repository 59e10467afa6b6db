import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const repositoryRoot = join(import.meta.dirname, '..');

/** Files whose text may cite the product reference: code, SQL, markup and prose. */
const SOURCE_FILE = /\.(ts|tsx|js|mjs|cjs|sql|md|html|css|ya?ml)$/;

/**
 * Repository-relative paths of every source file git tracks, and of new ones not yet added (ignored
 * files, such as node_modules and build output, left out), so a check sees a file before its commit.
 */
export function sourceFiles(): string[] {
  const listing = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  const files = new Set(listing.split('\0').filter((file) => SOURCE_FILE.test(file)));
  return [...files].filter((file) => existsSync(join(repositoryRoot, file))).sort();
}

export function readRepositoryFile(file: string): string {
  return readFileSync(join(repositoryRoot, file), 'utf8');
}
