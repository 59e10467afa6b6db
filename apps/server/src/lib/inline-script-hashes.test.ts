import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashInlineScripts } from './inline-script-hashes.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('hashInlineScripts', () => {
  it('hashes each inline script byte for byte, whitespace included, and skips scripts that load a file', () => {
    const theme = "\n      document.documentElement.setAttribute('data-theme', 'modern');\n    ";
    const html = `<head><script>${theme}</script><script type="module" crossorigin src="/assets/index.js"></script></head>
      <body><script type="text/javascript">var a = 1;</script><script src="/x.js"> </script></body>`;
    expect(hashInlineScripts(html)).toEqual([sha256(theme), sha256('var a = 1;')]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(hashInlineScripts('<html><body><div id="root"></div></body></html>')).toEqual([]);
  });
});
