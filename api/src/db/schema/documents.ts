import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  documentContentTypes,
  documentKinds,
  documentMaxBytes,
  documentStates,
  type DocumentContentType,
  type DocumentKind,
  type DocumentState,
} from '@commons/shared/domain';
import { blobs } from '@commons/server-kernel/db/blobs';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';
import { individuals } from './individuals';

/**
 * The identity documents an account owner uploads (docs/product-rules.md#identity-documents), each
 * a file in the blob store by its content key. A rejected one carries the operator's reason; `seq`
 * lists them oldest first.
 */
export const identityDocuments = pgTable(
  'identity_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    blobKey: text('blob_key')
      .notNull()
      .references(() => blobs.key),
    fileName: text('file_name').notNull(),
    kind: text('kind').$type<DocumentKind>().notNull(),
    contentType: text('content_type').$type<DocumentContentType>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    state: text('state').$type<DocumentState>().notNull().default('PENDING'),
    rejectionReason: text('rejection_reason'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_documents_owner_seq_idx').on(t.ownerId, t.seq),
    index('identity_documents_blob_key_idx').on(t.blobKey),
    check('identity_documents_kind_valid', isOneOf(t.kind, documentKinds)),
    check('identity_documents_state_valid', isOneOf(t.state, documentStates)),
    check('identity_documents_content_type_valid', isOneOf(t.contentType, documentContentTypes)),
    check(
      'identity_documents_size_valid',
      sql`${t.size} between 1 and ${sql.raw(String(documentMaxBytes))}`,
    ),
    check(
      'identity_documents_reason_when_rejected',
      sql`(${t.state} = 'REJECTED') = (${t.rejectionReason} is not null)`,
    ),
  ],
);

export type IdentityDocumentRow = typeof identityDocuments.$inferSelect;
