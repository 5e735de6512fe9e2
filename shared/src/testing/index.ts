/**
 * The test kit of the host and the remotes (`@commons/shared/testing`): rendering a screen with
 * the host's providers, a fake API behind `fetch`, signed-in users and the toasts on screen.
 * Test-only: it relies on vitest's globals and Testing Library, is left out of the federation
 * `shared` config (tooling/src/shared-singletons.js) and lint refuses it outside tests.
 */
export { bankTransferOrder } from './bank-transfer-orders';
export { describeDeclaredScreens } from './declared-screens';
export { fakeApi, jsonReply, type SentCall } from './fake-api';
export { renderPage } from './render-page';
export { TestRouter } from './test-router';
export { approvedUser, signedUpUser } from './users';
export { withTheme } from './with-theme';
export { watchToasts } from './watch-toasts';
