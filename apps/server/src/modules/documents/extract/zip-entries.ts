import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ReadFailure } from './page-text.ts';
import './yauzl-augment.ts';

export type ZipLimits = { maxEntries: number; maxTotalBytes: number; maxRatio: number; maxDepth: number };
/** What the zips read so far (nested ones included) have used of the limits. */
export type ZipBudget = { entries: number; bytes: number };
export type ZipItem = { path: string; bytes: Buffer } | { path: string; skipped: string };

/** Small entries are not held to the compression ratio: a few kilobytes of blank space legitimately compress a thousandfold. */
const RATIO_APPLIES_FROM_BYTES = 1024 * 1024;
const MB = 1024 * 1024;

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    // Names are decoded and checked here, so that one bad name skips its entry instead of failing the zip.
    yauzl.fromBuffer(bytes, { lazyEntries: true, decodeStrings: false, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) reject(new ReadFailure('This zip is damaged, so it could not be read.'));
      else resolve(zip);
    });
  });
}

function nextEntry(zip: ZipFile): Promise<Entry | null> {
  return new Promise((resolve, reject) => {
    const cleanup = () => zip.removeAllListeners('entry').removeAllListeners('end').removeAllListeners('error');
    zip.once('entry', (entry: Entry) => (cleanup(), resolve(entry)));
    zip.once('end', () => (cleanup(), resolve(null)));
    zip.once('error', () => (cleanup(), reject(new ReadFailure('This zip is damaged, so it could not be read.'))));
    zip.readEntry();
  });
}

function readEntryBytes(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      // yauzl checks the bytes against the declared size, so an entry cannot expand past what was budgeted.
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/** Refuses the whole zip before reading an entry that would break a limit (docs/product/documents.md). */
function checkLimits(entry: Entry, path: string, limits: ZipLimits, budget: ZipBudget) {
  const size = entry.uncompressedSize;
  if (budget.bytes + size > limits.maxTotalBytes) {
    throw new ReadFailure(`This zip expands to more than ${Math.round(limits.maxTotalBytes / MB)} MB, so it was not read.`);
  }
  if (size >= RATIO_APPLIES_FROM_BYTES && size > entry.compressedSize * limits.maxRatio) {
    throw new ReadFailure(`${path} in this zip is compressed more than ${limits.maxRatio} to 1, so the zip was not read.`);
  }
}

/**
 * The entries of one zip, in order, held in memory one at a time: never written to disk, so a
 * name cannot point anywhere; names that try (absolute, `..`) are skipped. Entry count, total
 * size and compression ratio are checked against `limits` before any entry is expanded.
 */
export async function* zipEntries(bytes: Buffer, limits: ZipLimits, budget: ZipBudget, prefix = ''): AsyncGenerator<ZipItem> {
  const zip = await openZip(bytes);
  try {
    budget.entries += zip.entryCount;
    if (budget.entries > limits.maxEntries) throw new ReadFailure(`This zip holds more than ${limits.maxEntries} entries, so it was not read.`);
    for (let entry = await nextEntry(zip); entry; entry = await nextEntry(zip)) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileName as unknown as Buffer, entry.extraFields, false);
      const path = `${prefix}${name}`;
      if (name.endsWith('/')) continue;
      if (yauzl.validateFileName(name) !== null) {
        yield { path, skipped: 'Its name points outside the zip.' };
        continue;
      }
      if (entry.isEncrypted()) {
        yield { path, skipped: 'It is protected by a password.' };
        continue;
      }
      checkLimits(entry, path, limits, budget);
      budget.bytes += entry.uncompressedSize;
      const entryBytes = await readEntryBytes(zip, entry).catch(() => null);
      yield entryBytes ? { path, bytes: entryBytes } : { path, skipped: 'It is damaged or compressed in a way we cannot read.' };
    }
  } finally {
    zip.close();
  }
}
