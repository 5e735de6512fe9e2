import type { FastifyRequest } from 'fastify';

/**
 * Where the browser that sent `request` reaches the site, for the links a payment page returns
 * to: `PUBLIC_URL` when set, else the request's Origin (the host's dev server proxies the API
 * under its own origin), else its Host.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const { origin } = request.headers;
  if (origin && URL.canParse(origin)) {
    const url = new URL(origin);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  }
  return `${request.protocol}://${request.host}`;
}
