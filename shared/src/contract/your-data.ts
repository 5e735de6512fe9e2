import {
  AccountDeletedSchema,
  AccountDeletionCheckSchema,
  AccountDeletionRequestedSchema,
  ConfirmAccountDeletionSchema,
  DataExportListSchema,
  DataExportSchema,
  DownloadDataExportSchema,
  NoFieldsSchema,
} from '../schemas/your-data';
import { defineEndpoint } from './endpoint';
import { ownData } from './rules';

// The Your Data screen's calls: the owner's export of the account and the account's deletion
// (docs/product-rules.md#your-data-export-and-deletion), and the deletion's mailed confirmation.

/** The account's latest exports, newest first, with their states. */
export const dataExports = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/data-exports',
  reply: DataExportListSchema,
  access: ownData,
  summary: "The account's latest exports of its data",
});

/**
 * Asks for an export of the account: answered at once with the job (or the one already waiting),
 * built after the reply and mailed as a link.
 */
export const requestDataExport = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/data-exports',
  body: NoFieldsSchema,
  reply: DataExportSchema,
  status: 202,
  access: ownData,
  idempotent: true,
  summary: 'Ask for an export of the account, mailed as a link',
});

/**
 * The export's ZIP, by the mailed link's token and the signed-in account it belongs to: the ZIP
 * holds identity documents, so a forwarded mail alone opens nothing.
 */
export const downloadDataExport = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/data-exports/download',
  body: DownloadDataExportSchema,
  produces: { type: 'application/zip', description: 'The ZIP of the account' },
  access: ownData,
  summary: "The export's ZIP: the mailed link's token, by the signed-in account it belongs to",
});

/** Whether asking to delete the account would be refused now, and why (money still waits). */
export const accountDeletionCheck = /* @__PURE__ */ defineEndpoint({
  method: 'GET',
  path: '/user/individual/account-deletion',
  reply: AccountDeletionCheckSchema,
  access: ownData,
  summary: 'Whether a deletion of the account would be refused now, and why',
});

/** Asks to delete the account: refused with the reason while money waits, else a confirmation is mailed. */
export const requestAccountDeletion = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/account-deletion',
  body: NoFieldsSchema,
  reply: AccountDeletionRequestedSchema,
  status: 202,
  access: ownData,
  idempotent: true,
  summary: 'Ask to delete the account: a confirmation is mailed',
});

/** Erases the account of the mailed confirmation's token, once. */
export const confirmAccountDeletion = /* @__PURE__ */ defineEndpoint({
  method: 'POST',
  path: '/user/individual/account-deletion/confirm',
  body: ConfirmAccountDeletionSchema,
  reply: AccountDeletedSchema,
  // Public: the mailed token is the credential, and the link opens in whatever browser reads the mail.
  access: 'public',
  summary: "Erase the account of the mailed confirmation's token",
});
