import { Readable } from 'node:stream';

const CHUNK = 64 * 1024;

/**
 * A multipart body of one PDF part whose first `before` bytes are sent at once and whose last `after`
 * bytes only once `answered()` is called: a server that waits for the whole file before answering
 * never answers. `sent()` tells how much went before the answer.
 */
export function heldBackUpload(boundary: string, filename: string, before: number, after: number) {
  let sent = 0;
  let answered = false;
  const body = new Readable({
    read() {
      if (sent === 0) this.push(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
      if (sent < before) {
        sent += CHUNK;
        this.push(Buffer.alloc(CHUNK, 0x41));
      } else if (answered) {
        this.push(Buffer.alloc(after));
        this.push(`\r\n--${boundary}--\r\n`);
        this.push(null);
      } else setTimeout(() => this.read(0), 20);
    },
  });
  return { body, answered: () => (answered = true), sent: () => sent };
}
