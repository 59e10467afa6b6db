import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  sampleBmp,
  sampleCompoundFile,
  sampleDocx,
  sampleElf,
  sampleGif,
  sampleJpeg,
  samplePdf,
  samplePng,
  sampleWebp,
  sampleZip,
} from '../../test-support/sample-files.ts';
import { detectFileType, detectUploadType } from '../files/files.service.ts';
import { ContentInspector } from './content-inspector.ts';

/**
 * Runs the bytes through the inspector in small chunks, as an upload arrives, then judges them; the
 * same bytes judged whole in memory, as a zip's entry is (detectFileType), must come out alike.
 */
async function judge(bytes: Buffer, chunkSize = 7) {
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, index) => bytes.subarray(index * chunkSize, (index + 1) * chunkSize));
  const inspector = new ContentInspector({ left: Infinity, exceeded: () => new Error('no budget in this test') });
  await pipeline(Readable.from(chunks), inspector, new Writable({ write: (_chunk, _encoding, done) => done() }));
  expect(inspector.size).toBe(bytes.length);
  const streamed = await detectUploadType(inspector.head, inspector.hasWordStream);
  expect(await detectFileType(bytes)).toEqual(streamed);
  return streamed;
}

describe('detectUploadType', () => {
  it.each([
    ['png', samplePng(), 'image/png', 'image'],
    ['jpeg', sampleJpeg(), 'image/jpeg', 'image'],
    ['gif', sampleGif(), 'image/gif', 'image'],
    ['webp', sampleWebp(), 'image/webp', 'image'],
    ['bmp', sampleBmp(), 'image/bmp', 'image'],
    ['pdf', samplePdf(), 'application/pdf', 'document'],
    ['zip', sampleZip(), 'application/zip', 'document'],
    ['docx', sampleDocx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
    ['doc', sampleCompoundFile(), 'application/msword', 'document'],
  ])('accepts %s by its content', async (_name, bytes, contentType, kind) => {
    expect(await judge(bytes)).toEqual({ contentType, kind });
  });

  it.each([
    ['an ELF executable', sampleElf()],
    ['a compound file that is not a Word document', sampleCompoundFile(['Root Entry', 'Workbook'])],
    ['plain text', Buffer.from('just some words, no magic number here')],
    ['an empty file', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await judge(bytes)).toBeNull();
  });

  it('finds the WordDocument stream across chunk boundaries', async () => {
    for (const chunkSize of [1, 5, 100, 600]) expect(await judge(sampleCompoundFile(), chunkSize)).not.toBeNull();
  });
});
