import { createHash } from 'node:crypto';

/** A classic <script> with content and no src: the only kind a page runs without loading a file. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source ('sha256-…') of each inline script in a page, so the policy allows exactly those scripts. */
export function hashInlineScripts(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}
