import * as v from 'valibot';
import { dataExportStates } from '@commons/shared/domain';

/**
 * A mailed link's token (an export's download, a deletion's confirmation): 32 random bytes,
 * base64url. Anything else is refused before it is looked up.
 */
const linkToken = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.regex(/^[A-Za-z0-9_-]{43}$/, message));

/** The body of the calls that send no fields (asking for an export, or for the deletion): `{}`. */
export const NoFieldsSchema = v.strictObject({}, 'send an empty JSON object');

/** POST /user/individual/data-exports/download: the token of the mailed link. */
export const DownloadDataExportSchema = v.object({ token: linkToken('token must be the one in the mailed link') });
export type DownloadDataExport = v.InferOutput<typeof DownloadDataExportSchema>;

/** POST /user/individual/account-deletion/confirm: the token of the mailed confirmation. */
export const ConfirmAccountDeletionSchema = v.object({ token: linkToken('token must be the one in the mailed link') });
export type ConfirmAccountDeletion = v.InferOutput<typeof ConfirmAccountDeletionSchema>;

/** One export of the account's data, as the API replies it. */
export const DataExportSchema = v.object({
  exportId: v.string(),
  state: v.picklist(dataExportStates),
  requestedAt: v.string(),
  /** When it was built and mailed; null before. */
  readyAt: v.nullable(v.string()),
  /** When its link stops working; null before it is ready. */
  expiresAt: v.nullable(v.string()),
  /** The ZIP's size in bytes once built. */
  size: v.nullable(v.number()),
});
export type DataExport = v.InferOutput<typeof DataExportSchema>;

/** GET /user/individual/data-exports: the account's latest exports, newest first. */
export const DataExportListSchema = v.object({ exports: v.array(DataExportSchema) });
export type DataExportList = v.InferOutput<typeof DataExportListSchema>;

/**
 * GET /user/individual/account-deletion: whether a deletion asked now would be refused, and why,
 * so the screen says so before it asks to confirm. `null` when nothing stands in the way.
 */
export const AccountDeletionCheckSchema = v.object({ refusal: v.nullable(v.string()) });
export type AccountDeletionCheck = v.InferOutput<typeof AccountDeletionCheckSchema>;

/** POST /user/individual/account-deletion: where the confirmation went. */
export const AccountDeletionRequestedSchema = v.object({ mailedTo: v.string(), expiresAt: v.string() });
export type AccountDeletionRequested = v.InferOutput<typeof AccountDeletionRequestedSchema>;

/** POST /user/individual/account-deletion/confirm: the account is erased. */
export const AccountDeletedSchema = v.object({ deleted: v.literal(true) });
export type AccountDeleted = v.InferOutput<typeof AccountDeletedSchema>;
