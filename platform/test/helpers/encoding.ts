import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';

/** A text big and repetitive enough that compressing it pays, as a real bundle is. */
export const bundleText = (label: string) =>
  `/* ${label} */\n${Array.from({ length: 200 }, (_, i) => `export const value${i} = "${label} ${i}";`).join('\n')}\n`;

/** The body a browser would see after undoing the reply's Content-Encoding. */
export function decodedBody(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return brotliDecompressSync(raw).toString('utf8');
    case 'gzip':
      return gunzipSync(raw).toString('utf8');
    case undefined:
      return raw.toString('utf8');
    default:
      throw new Error(`unexpected encoding ${String(response.headers['content-encoding'])}`);
  }
}
