import { sql } from 'drizzle-orm';
import { bigint, check, customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`, read and written as a Buffer (PGlite hands back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The catalogue of blobs (blobs/), whichever store keeps the bytes: content-addressed, so
 * a key is the sha256 of the bytes in hex and the same file stored twice is one row, which the
 * files' owners (identity documents, later remote builds) refer to by foreign key. The database
 * store keeps the bytes in the row; the S3 store leaves `bytes` null and keeps them in its bucket.
 */
export const blobs = pgTable(
  'blobs',
  {
    key: text('key').primaryKey(),
    bytes: bytea('bytes'),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('blobs_size_matches', sql`${t.bytes} is null or ${t.size} = octet_length(${t.bytes})`)],
);
