import type { AddressInfo } from 'node:net';

/**
 * The URL a process on this machine reaches a listening server at, whichever interface it
 * listens on; `wildcardHost` names the machine when it listens on every interface.
 */
export function localUrl(address: AddressInfo, wildcardHost = '127.0.0.1'): string {
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? wildcardHost : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
