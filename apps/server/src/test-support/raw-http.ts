import { readdirSync, readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

export type RawAnswer = { status: number | null; body: string; closed: boolean; afterMs: number };

/** Starts the app on a free loopback port, for tests that need a real socket. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

/**
 * Opens a raw connection and lets `send` write whatever it likes (a body cut short, a trickle);
 * settles with the first complete answer, or when the server closes the connection without one.
 */
export function rawExchange(port: number, send: (socket: Socket) => void): Promise<RawAnswer> {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let text = '';
  return new Promise((resolve, reject) => {
    const settle = (closed: boolean) => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(head)?.[1];
      resolve({ status: status ? Number(status) : null, body, closed, afterMs: Date.now() - started });
      socket.destroy();
    };
    socket.on('data', (chunk) => {
      text += chunk.toString('latin1');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const body = text.split('\r\n\r\n')[1];
      if (length !== undefined && body !== undefined && Buffer.byteLength(body, 'latin1') >= Number(length)) settle(false);
    });
    socket.on('close', () => settle(true));
    socket.on('error', reject);
    socket.on('connect', () => send(socket));
  });
}

/** The request line and headers of a multipart POST. */
export function multipartHead(path: string, headers: Record<string, string>, boundary: string, contentLength?: number): string {
  const lines = [
    `POST ${path} HTTP/1.1`,
    'Host: 127.0.0.1',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Type: multipart/form-data; boundary=${boundary}`,
    contentLength === undefined ? 'Transfer-Encoding: chunked' : `Content-Length: ${contentLength}`,
  ];
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** Files this process has open under `dir` (Linux /proc): a leaked handle shows here. */
export function openFilesUnder(dir: string): string[] {
  const links = readdirSync('/proc/self/fd').map((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return '';
    }
  });
  return links.filter((link) => link.startsWith(dir));
}
