// The tables the platform uses and its migrations make (drizzle.config.ts): its own (releases,
// the audit) and the kernel's blob catalogue its remote files refer to (docs/architecture.md#migrations).
export * from '@commons/server-kernel/db/blobs';
export * from './releases';
export * from './audit';
