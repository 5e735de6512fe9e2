import type { SetHeadersResponse } from '@fastify/static';
import { compressedSuffixes } from './precompress';

/** `main.3f9a.js.br` -> `main.3f9a.js`: the file a compressed copy stands for. */
export function servedFile(file: string): string {
  const suffix = compressedSuffixes.find((s) => file.endsWith(s));
  return suffix ? file.slice(0, -suffix.length) : file;
}

/**
 * `setHeaders` for @fastify/static with `preCompressed`: the Cache-Control that `cacheControl`
 * picks for the file a reply stands for (it is given the `.br`/`.gz` path when it sends one),
 * and `Vary: Accept-Encoding` on every reply, encoded or not, so a shared cache never hands
 * brotli to a client that did not ask for it.
 */
export function staticHeaders(cacheControl: (file: string) => string) {
  return (res: SetHeadersResponse, file: string) => {
    res.setHeader('Cache-Control', cacheControl(servedFile(file)));
    res.setHeader('Vary', 'Accept-Encoding');
  };
}
