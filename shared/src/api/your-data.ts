import type {
  AccountDeleted,
  AccountDeletionRequested,
  DataExport,
  DataExportList,
} from '@commons/shared/schemas';
import { request, requestBlob, type Sending } from './client';

/** Query keys of the account's exports; asking for one refreshes `all`. */
export const yourDataQueryKeys = {
  all: ['your-data'] as const,
  exports: ['your-data', 'exports'] as const,
};

const exportsPath = 'user/individual/data-exports';

/** The account's latest exports, newest first (the owner's alone). */
export const getDataExports = (options?: { signal?: AbortSignal }) => request<DataExportList>(exportsPath, options);

/** Asks for an export: built in the background, then mailed as a link (202). */
export const requestDataExport = (sending?: Sending) =>
  request<DataExport>(exportsPath, { method: 'post', json: {}, ...sending });

/** The export's ZIP, fetched with the mailed link's token and the session together. */
export const downloadDataExport = (token: string, options?: { signal?: AbortSignal }) =>
  requestBlob(`${exportsPath}/download`, { method: 'post', json: { token }, ...options });

/** Asks to delete the account: refused with the reason, or a confirmation is mailed. */
export const requestAccountDeletion = (sending?: Sending) =>
  request<AccountDeletionRequested>('user/individual/account-deletion', { method: 'post', json: {}, ...sending });

/** Erases the account, with the mailed confirmation's token (no session needed). */
export const confirmAccountDeletion = (token: string, sending?: Sending) =>
  request<AccountDeleted>('user/individual/account-deletion/confirm', { method: 'post', json: { token }, ...sending });
