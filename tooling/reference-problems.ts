import { posix } from 'node:path';
import {
  findDocMentions,
  findMarkdownLinks,
  headingsOf,
  isExternalLink,
  namesTitle,
} from './doc-references.ts';

/** A repository path's text: '' for a folder, undefined when nothing is there. */
export type ReadPath = (path: string) => string | undefined;

type Target = { path: string; anchor?: string; heading?: string };

/** What is wrong with a reference to `target`, or null: a missing file, anchor or heading. */
function targetProblem(read: ReadPath, { path, anchor, heading }: Target): string | null {
  const text = read(path);
  if (text === undefined) return `${path} does not exist`;
  if (!path.endsWith('.md') || (!anchor && !heading)) return null;
  const headings = headingsOf(text);
  if (anchor && !headings.anchors.has(anchor)) return `${path} has no heading #${anchor}`;
  if (heading && !namesTitle(headings, heading))
    return `${path} has no heading or term "${heading}"`;
  return null;
}

/** Every relative link of a Markdown file that misses its file or its heading. */
export function linkProblems(file: string, markdown: string, read: ReadPath): string[] {
  return findMarkdownLinks(markdown).flatMap(({ line, target }) => {
    if (isExternalLink(target) || target.startsWith('/')) return [];
    const [path = '', anchor] = target.split('#');
    const resolved = path
      ? posix
          .normalize(posix.join(posix.dirname(file), decodeURIComponent(path)))
          .replace(/\/$/, '')
      : file;
    const problem = targetProblem(read, { path: resolved, ...(anchor ? { anchor } : {}) });
    return problem ? [`${file}:${line}: (${target}): ${problem}`] : [];
  });
}

/** Every `docs/….md` path a file names that misses its file or the heading named with it. */
export function mentionProblems(file: string, text: string, read: ReadPath): string[] {
  return findDocMentions(text).flatMap(({ line, ...target }) => {
    const problem = targetProblem(read, target);
    return problem ? [`${file}:${line}: ${problem}`] : [];
  });
}
