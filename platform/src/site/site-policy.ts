/** A content security policy as helmet takes it: directive name -> sources. */
export type CspDirectives = Record<string, string[]>;

/**
 * A remote's dev server, which a tab may load in development mode only
 * (`?remote=carbon@http://localhost:3002/mf-manifest.json`, canary.ts): loopback addresses, any port,
 * and their hot-reload socket.
 */
const devServers = ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'];
const devSockets = ['ws://localhost:*', 'ws://127.0.0.1:*', 'ws://[::1]:*'];

export interface SitePolicyOptions {
  /** Development mode: remotes may come from a loopback dev server. */
  devRemotes: boolean;
  /** The page's nonce for the `<style>` elements it and styled-components add; none outside a page. */
  styleNonce?: string;
}

/**
 * The policy of everything the server sends (docs/api.md#security-headers). Scripts only from this
 * origin: the host's files at `/`, the remotes' at `/remotes/<name>/<version>/` and `/remotes/<name>/_files/` (the registry names
 * only those, remote-registry.ts), which the federation runtime adds as `<script src>` and fetches
 * as manifests, so `'self'` covers them; no inline script, no eval (none in any build). Styles are
 * the one inline exception: styled-components and react-toastify add `<style>` elements at run
 * time, and the boot splash of index.html is one, so a page allows exactly those carrying its
 * per-request nonce (never 'unsafe-inline'). Images: this origin and `data:` (the favicon). No
 * framing, no plugins, forms post only here.
 */
export function sitePolicy({ devRemotes, styleNonce }: SitePolicyOptions): CspDirectives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(devRemotes ? devServers : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(devRemotes ? [...devServers, ...devSockets] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}
