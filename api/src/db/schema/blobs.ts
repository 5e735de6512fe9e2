import { sql } from 'drizzle-orm';
import { bigint, check, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`, read and written as a Buffer (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The database blob store (api/src/blobs): content-addressed, so a key is the sha256 of the
 * bytes in hex and the same file stored twice is one row. Identity documents keep their files
 * here; remote builds can later.
 */
export const blobs = pgTable(
  'blobs',
  {
    key: text('key').primaryKey(),
    bytes: bytea('bytes').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('blobs_size_matches', sql`${t.size} = octet_length(${t.bytes})`)],
);
