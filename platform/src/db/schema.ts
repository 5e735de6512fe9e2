// The platform's tables. The server's schema re-exports them, so its migrations (api/src/db/migrations)
// keep creating them in the order they always did.
export * from './blobs';
export * from './releases';
