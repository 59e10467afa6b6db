import { describe, expect, it } from 'vitest';
import { makeProperty } from '../testing/property-fixtures';
import { getSaveNotice, readSaveResponse, withUploads } from './save-outcome';

const property = makeProperty();

describe('reading a save answer', () => {
  it('takes a property of the expected shape', () => {
    expect(readSaveResponse(property)).toEqual({ id: 'p1', property });
  });

  it('keeps only the id of an unexpected shape, or nothing', () => {
    expect(readSaveResponse({ id: 'p9', name: 'odd' })).toEqual({ id: 'p9', property: null });
    expect(readSaveResponse({ ok: true })).toEqual({ id: null, property: null });
    expect(readSaveResponse(null)).toEqual({ id: null, property: null });
  });
});

describe('uploads', () => {
  it('are added to the property', () => {
    const image = {
      id: 'i',
      public_url: '/i',
      filename: 'a.png',
      content_type: 'image/png',
      size: 3,
    };
    const document = {
      id: 'd',
      public_url: '/d',
      filename: 'a.pdf',
      content_type: 'application/pdf',
      size: 4,
    };
    const result = withUploads(property, {
      property_id: 'p1',
      images: [image],
      documents: [document],
    });
    expect(result.images).toEqual([image]);
    expect(result.documents).toEqual([document]);
  });
});

describe('submit notifications (docs/product/property-form.md, "Submit")', () => {
  const base = { fileCount: 0, id: 'p1', property, upload: null };

  it('say created or updated successfully', () => {
    expect(getSaveNotice({ ...base, mode: 'create' })).toEqual({
      kind: 'success',
      message: 'Property created successfully!',
    });
    expect(getSaveNotice({ ...base, mode: 'update' }).message).toBe(
      'Property updated successfully!',
    );
  });

  it('count the files uploaded', () => {
    expect(
      getSaveNotice({ ...base, mode: 'create', fileCount: 2, upload: { stored: 2 } }).message,
    ).toBe('Property created successfully with 2 files uploaded!');
  });

  it('warn when the upload failed', () => {
    expect(
      getSaveNotice({
        ...base,
        mode: 'update',
        fileCount: 1,
        upload: { failed: 'a.exe has an unsupported file type' },
      }),
    ).toEqual({
      kind: 'warning',
      message:
        'Property updated successfully, but file upload failed: a.exe has an unsupported file type',
    });
  });

  it('warn when files were chosen but no property id came back', () => {
    expect(
      getSaveNotice({ mode: 'create', fileCount: 1, id: null, property: null, upload: null }),
    ).toEqual({
      kind: 'warning',
      message:
        'Property created successfully, but the files were not uploaded because no property ID came back',
    });
  });

  it('warn when the answer had an unexpected shape', () => {
    expect(getSaveNotice({ ...base, mode: 'create', property: null })).toEqual({
      kind: 'warning',
      message: 'Property may have been created, but response structure was unexpected',
    });
  });
});
