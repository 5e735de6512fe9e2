import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from '../../config';
import { siteHeaderPairs } from '@commons/platform/security-headers';

/** Node's parser refusals, in words a client developer can act on; others are a plain bad request. */
const clientErrors: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'Request headers are too large' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, message: 'Malformed request: invalid Content-Length' },
  HPE_UNEXPECTED_CONTENT_LENGTH: { status: 400, message: 'Malformed request: more than one Content-Length' },
  // Also Content-Length beside chunked encoding, which request smuggling relies on.
  HPE_INVALID_TRANSFER_ENCODING: { status: 400, message: 'Malformed request: invalid Transfer-Encoding' },
  HPE_INVALID_METHOD: { status: 400, message: 'Malformed request: unknown method' },
};

const badRequest = { status: 400, message: 'Malformed request' };

/**
 * Fastify's `clientErrorHandler` (docs/api.md#caching-throttles-and-malformed-requests): a request
 * Node's HTTP parser refuses (headers too large, a bad Content-Length, a body that arrived too
 * slowly) never reaches Fastify, and the default answered with another JSON shape and none of the
 * site's headers. This writes the same headers as every reply and the `{ message }` body, then
 * closes the connection.
 */
export function clientErrorReply(config: Pick<AppConfig, 'devRemotes'>): (error: { code?: string }, socket: Socket) => void {
  const headerLines = siteHeaderPairs(config)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return (error, socket: Socket) => {
    // A reset connection has nobody to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientErrors[error.code ?? ''] ?? badRequest;
    const body = JSON.stringify({ message });
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}cache-control: no-store\r\n` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy();
  };
}
