// The tables the platform uses: its own (releases) and the kernel's blob catalogue its remote files
// refer to. The server's schema re-exports them, so its migrations (api/src/db/migrations) keep
// creating them in the order they always did.
export * from '@commons/server-kernel/db/blobs';
export * from './releases';
