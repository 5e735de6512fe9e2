import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { dataExportStates, type DataExportState } from '@commons/shared/domain';
import { blobs } from '@commons/server-kernel/db/blobs';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { retirements } from './carbon';
import { individuals } from './individuals';

/**
 * An owner's export of the account's data (docs/product-rules.md#your-data-export-and-deletion): a
 * job row the server's worker claims after the reply (`claimedAt`, so a job whose worker died is
 * claimed again), then the ZIP in the blob store, mailed as a link whose token only the hash of is
 * kept.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    state: text('state').$type<DataExportState>().notNull().default('PENDING'),
    /** The site the owner asked from: the mailed link and the certificates' verification links point there. */
    siteOrigin: text('site_origin').notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The ZIP's key: a blob's, or a file's in `$DATA_DIR/exports` with PGlite (export-store.ts). */
    blobKey: text('blob_key'),
    size: bigint('size', { mode: 'number' }),
    tokenHash: text('token_hash').unique(),
    /** How long the build took, for the operator and the bench. */
    buildMs: integer('build_ms'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_owner_requested_idx').on(t.ownerId, t.requestedAt),
    index('data_exports_state_idx').on(t.state),
    check('data_exports_state_valid', isOneOf(t.state, dataExportStates)),
  ],
);

/** A mailed confirmation of an account's deletion: single-use (`usedAt`), short-lived. */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    tokenHash: text('token_hash').primaryKey(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('account_deletions_owner_idx').on(t.ownerId)],
);

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * Retirement certificates already drawn, kept in the blob store: drawing one costs a few hundred
 * milliseconds of CPU, so an export of years of certificates takes them from here. `fingerprint`
 * is the sha256 of everything the PDF states (the same facts give the same PDF), so a changed
 * fact (an erased beneficiary, another site origin) is simply another file.
 */
export const certificateFiles = pgTable(
  'certificate_files',
  {
    fingerprint: text('fingerprint').primaryKey(),
    retirementId: uuid('retirement_id')
      .notNull()
      .references(() => retirements.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key')
      .notNull()
      .references(() => blobs.key),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificate_files_retirement_idx').on(t.retirementId)],
);
