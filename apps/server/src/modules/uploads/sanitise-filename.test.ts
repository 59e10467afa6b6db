import { describe, expect, it } from 'vitest';
import { sanitiseFilename } from './sanitise-filename.ts';

describe('sanitiseFilename', () => {
  it.each([
    ['survey.pdf', 'survey.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\lease.docx', 'lease.docx'],
    ['  .hidden  ', 'hidden'],
    ['a<b>c:d"e|f?g*h.png', 'abcdefgh.png'],
    ['new\nline\u0000.jpg', 'newline.jpg'],
    ['Floor   plan.png', 'Floor plan.png'],
    ['Façade – front.jpg', 'Façade – front.jpg'],
    ['', 'file'],
    ['...', 'file'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitiseFilename(input)).toBe(expected);
  });

  it('shortens a long name and keeps its extension', () => {
    const name = sanitiseFilename(`${'x'.repeat(300)}.pdf`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
