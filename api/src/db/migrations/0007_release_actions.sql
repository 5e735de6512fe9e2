-- The platform's tables are made by the platform's own migrations (platform/src/db/migrations,
-- docs/architecture.md#migrations); databases made before that keep what this migration made.
SELECT 1;
