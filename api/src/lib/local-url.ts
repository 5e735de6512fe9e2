import type { AddressInfo } from 'node:net';

/** The URL a process on this machine reaches a listening server at, whichever interface it listens on. */
export function localUrl(address: AddressInfo): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
