import { describe, expect, it } from 'vitest';
import { checkFiles } from './check-files';

const MB = 1024 * 1024;

function file(name: string, type: string, size = 1_000) {
  const item = new File(['x'], name, { type });
  Object.defineProperty(item, 'size', { value: size });
  return item;
}

describe('file picker check (docs/product/property-form.md, "Files")', () => {
  it('accepts images, PDF, Word and zip', () => {
    const files = [
      file('a.jpg', 'image/jpeg'),
      file('b.png', 'image/png'),
      file('c.gif', 'image/gif'),
      file('d.webp', 'image/webp'),
      file('e.bmp', 'image/bmp'),
      file('f.pdf', 'application/pdf'),
      file('g.doc', 'application/msword'),
      file('h.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
      file('i.zip', 'application/zip'),
    ];
    expect(checkFiles(files, 10)).toEqual({ accepted: files, errors: [] });
  });

  it('goes by the extension when the system reports no type', () => {
    expect(checkFiles([file('lease.DOCX', '')], 10).accepted).toHaveLength(1);
  });

  it('rejects other types and files over the limit, and keeps the valid ones', () => {
    const valid = file('photo.png', 'image/png', 10 * MB);
    const result = checkFiles(
      [
        file('setup.exe', 'application/x-msdownload'),
        file('scan.pdf', 'application/pdf', 10 * MB + 1),
        valid,
      ],
      10,
    );
    expect(result.accepted).toEqual([valid]);
    expect(result.errors).toEqual([
      'setup.exe has an unsupported file type',
      'scan.pdf is too large (max 10MB)',
    ]);
  });

  it("uses the server's limit in the check and the message", () => {
    expect(checkFiles([file('big.pdf', 'application/pdf', 6 * MB)], 5).errors).toEqual([
      'big.pdf is too large (max 5MB)',
    ]);
  });
});
