/**
 * What the repository's own references look like, read from text: citations of documents outside
 * the repository, mentions of docs/…md files, Markdown links and headings
 * (docs/decisions/0114-product-reference-in-the-repository.md).
 */

export type Finding = { line: number; text: string };

/**
 * Ways code cited the product specification and the decision list kept outside the repository. The
 * patterns are written so that this file does not match them itself.
 */
const OUTSIDE_CITATIONS = [
  /§\s*\d/, // a numbered section of the specification
  /\bdecisions?\s+D\d/i, // "decision" and a label of the outside list
  /\bD\d{1,2}\b/, // a label of the outside list on its own
  /\bproduct\s+spec\b/i, // the specification by name
];

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Each line of `text` that cites the outside specification or decision list. */
export function findOutsideCitations(text: string): Finding[] {
  return text.split('\n').flatMap((line, index) => {
    const cited = OUTSIDE_CITATIONS.some((pattern) => pattern.test(line));
    return cited ? [{ line: index + 1, text: line.trim() }] : [];
  });
}

export type DocMention = { line: number; path: string; anchor?: string; heading?: string };

/**
 * `docs/….md` paths named in text, each with the heading it points at, if any: `#an-anchor` right
 * after the path, or a quoted heading after it (`docs/product/uploads.md, "Limits"`).
 */
export function findDocMentions(text: string): DocMention[] {
  const mention = /(?<![\w./-])(docs\/[\w./-]*?\.md)(?:#([\w-]+)|,? "([^"\n]+)")?/g;
  return [...text.matchAll(mention)].map((match) => ({
    line: lineOf(text, match.index),
    path: match[1]!,
    ...(match[2] ? { anchor: match[2] } : {}),
    ...(match[3] ? { heading: match[3] } : {}),
  }));
}

/** Markdown with fenced code blocks and code spans blanked out, so lines keep their numbers. */
function withoutCode(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*```/.test(line)) {
        fenced = !fenced;
        return '';
      }
      return fenced ? '' : line.replace(/`[^`]*`/g, '');
    })
    .join('\n');
}

export type MarkdownLink = { line: number; target: string };

/** The targets of a Markdown text's inline links and images, outside code. */
export function findMarkdownLinks(markdown: string): MarkdownLink[] {
  const text = withoutCode(markdown);
  const link = /\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g;
  return [...text.matchAll(link)].map((match) => ({
    line: lineOf(text, match.index),
    target: match[1]!,
  }));
}

/** A link that leaves the repository: a scheme such as https: or mailto:. */
export const isExternalLink = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export type Headings = { titles: string[]; anchors: Set<string> };

/**
 * A Markdown text's headings and bold terms as written (code marks removed), which a quoted
 * mention may name, and its headings' anchors (repeats numbered, as GitHub does).
 */
export function headingsOf(markdown: string): Headings {
  const titles: string[] = [];
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    for (const term of line.matchAll(/\*\*([^*]+)\*\*/g)) titles.push(term[1]!.replace(/`/g, ''));
    const heading = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/`/g, '');
    titles.push(text);
    const anchor = headingAnchor(text);
    const repeats = seen.get(anchor) ?? 0;
    anchors.add(repeats === 0 ? anchor : `${anchor}-${repeats}`);
    seen.set(anchor, repeats + 1);
  }
  return { titles, anchors };
}

/** A quoted heading names a heading or bold term of the page, whole or its first words ("SDLT"). */
export function namesTitle(headings: Headings, quoted: string): boolean {
  return headings.titles.some(
    (title) => title.startsWith(quoted) && !/[\p{L}\p{N}]/u.test(title.charAt(quoted.length)),
  );
}
