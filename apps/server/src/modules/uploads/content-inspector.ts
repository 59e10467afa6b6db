import { Transform, type TransformCallback } from 'node:stream';
import { HEAD_BYTES, WORD_STREAM_NAME } from '../files/files.service.ts';

const CFB_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Bytes a request may still store (shared by its files), and the error that stops a file at once past them. */
export type ByteBudget = { left: number; exceeded: () => Error };

/**
 * Passes an upload through unchanged while keeping its first bytes and counting its size, so the
 * type is judged from content (magic bytes), never from the name. A compound file is also searched
 * for the WordDocument stream that makes it a .doc rather than a spreadsheet or an installer.
 */
export class ContentInspector extends Transform {
  constructor(private readonly budget: ByteBudget) {
    super();
  }

  size = 0;
  hasWordStream = false;
  private compound: boolean | undefined;
  private headChunks: Buffer[] = [];
  private headLength = 0;
  private tail = Buffer.alloc(0);

  get head(): Buffer {
    return Buffer.concat(this.headChunks);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    this.budget.left -= chunk.length;
    if (this.budget.left < 0) return callback(this.budget.exceeded());
    if (this.headLength < HEAD_BYTES) {
      const part = chunk.subarray(0, HEAD_BYTES - this.headLength);
      this.headChunks.push(Buffer.from(part));
      this.headLength += part.length;
    }
    if (this.compound === undefined && this.headLength >= CFB_SIGNATURE.length) {
      this.compound = this.head.subarray(0, CFB_SIGNATURE.length).equals(CFB_SIGNATURE);
    }
    if (this.compound && !this.hasWordStream) this.searchWordStream(chunk);
    callback(null, chunk);
  }

  private searchWordStream(chunk: Buffer) {
    const window = Buffer.concat([this.tail, chunk]);
    this.hasWordStream = window.includes(WORD_STREAM_NAME);
    this.tail = window.subarray(Math.max(0, window.length - WORD_STREAM_NAME.length + 1));
  }
}
