import { acceptedUploadTypes, type UploadKind } from '@plotwise/contracts';
import { fileTypeFromBuffer } from 'file-type';

export type UploadType = { kind: UploadKind; contentType: string };

/** How much of the start is read for type detection: enough for a zip's first entries, so docx is told from zip. */
export const HEAD_BYTES = 64 * 1024;
// A Word 97-2003 file is a compound file with a stream named "WordDocument" (UTF-16LE in its directory).
export const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

const byContentType = new Map(acceptedUploadTypes.map((type) => [type.content_type as string, type]));
// What file-type reports for formats we take under another name.
const aliases: Record<string, string> = { 'image/apng': 'image/png' };
const DOC = 'application/msword';

/**
 * The type of an upload judged by its bytes (magic numbers, via file-type), or null when it is not
 * one we accept. A compound file counts as a Word .doc only with a WordDocument stream.
 */
export async function detectUploadType(head: Uint8Array, hasWordStream: boolean): Promise<UploadType | null> {
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  const contentType = detected.mime === 'application/x-cfb' ? (hasWordStream ? DOC : null) : (aliases[detected.mime] ?? detected.mime);
  const accepted = contentType ? byContentType.get(contentType) : undefined;
  return accepted ? { kind: accepted.kind, contentType: accepted.content_type } : null;
}

/** The type of bytes already in memory (a zip's entry), judged as an upload is. */
export async function detectFileType(bytes: Buffer): Promise<UploadType | null> {
  return detectUploadType(bytes.subarray(0, HEAD_BYTES), bytes.includes(WORD_STREAM_NAME));
}
