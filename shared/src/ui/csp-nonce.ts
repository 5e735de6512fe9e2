/**
 * The page's style nonce, which the server puts in `<meta property="csp-nonce" nonce>` of every
 * page (platform/src/site/page-nonce.ts): its content security policy accepts an added
 * `<style>` only with it. styled-components reads the same meta by itself; react-toastify is
 * given it. Undefined on a page without one (a remote's standalone dev shell, tests).
 */
export const cspNonce = (): string | undefined =>
  document.head.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
