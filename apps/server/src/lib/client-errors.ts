import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@plotwise/contracts';

/** What the client reads when the request is cut off by REQUEST_TIMEOUT_SECONDS (docs/product/messages.md). */
export const REQUEST_TIMED_OUT = 'The request took too long to arrive and was stopped. Please try again.';

function answerFor(error: NodeJS.ErrnoException): [number, ErrorBody] {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, { detail: REQUEST_TIMED_OUT, code: 'REQUEST_TIMEOUT' }];
  if (error.code === 'HPE_HEADER_OVERFLOW') return [431, { detail: 'The request headers are too large', code: 'VALIDATION_FAILED' }];
  return [400, { detail: 'The request is not valid HTTP', code: 'VALIDATION_FAILED' }];
}

/**
 * Node's own refusals, raised before a request reaches Fastify (a body too slow, headers too large,
 * bytes that are not HTTP), answered in the API's error shape; the connection is then closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, body] = answerFor(error);
  const text = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}
