import { randomBytes } from 'node:crypto';

/** A fresh nonce per page: 128 random bits, as CSP asks, never reused across replies. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The host's index.html with the page's style nonce: on its own `<style>` (the boot splash)
 * and in `<meta property="csp-nonce">`, where styled-components and the toasts
 * (shared/src/ui/csp-nonce.ts) read it for the `<style>` elements they add. The browser hides a
 * `nonce` attribute from the page's CSS and scripts, so the meta carries it as `nonce`, not `content`.
 */
export function withStyleNonce(html: string, nonce: string): string {
  return html
    .replaceAll('<style>', `<style nonce="${nonce}">`)
    .replace('</head>', `<meta property="csp-nonce" nonce="${nonce}"></head>`);
}
