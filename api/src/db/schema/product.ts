// The product's own tables: what the API's migrations make (drizzle.config.ts). The platform's
// tables and the kernel's blobs come from the platform's migrations (docs/architecture.md#migrations).
export * from './individuals';
export * from './group-policies';
export * from './sessions';
export * from './login-attempts';
export * from './signup-attempts';
export * from './wallet';
export * from './payout-accounts';
export * from './carbon';
export * from './documents';
export * from './idempotency';
export * from './two-factor';
export * from './account-tokens';
export * from './mail';
export * from './mail-preferences';
export * from './your-data';
export * from './plans';
export * from './projects';
export * from './public-pages';
export * from './staff';
export * from './bank-transfers';
export * from './command-intents';
