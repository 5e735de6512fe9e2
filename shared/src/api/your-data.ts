import { yourData } from '@commons/shared/contract';
import { call, callBlob, type Sending } from './client';

/** Query keys of the account's exports and of whether its deletion would be refused; asking for an export refreshes `all`. */
export const yourDataQueryKeys = {
  all: ['your-data'] as const,
  exports: ['your-data', 'exports'] as const,
  deletionCheck: ['your-data', 'deletion-check'] as const,
};

/** The account's latest exports, newest first (the owner's alone). */
export const getDataExports = (options?: { signal?: AbortSignal }) => call(yourData.dataExports, {}, options);

/** Asks for an export: built in the background, then mailed as a link (202). */
export const requestDataExport = (sending?: Sending) => call(yourData.requestDataExport, { body: {} }, sending);

/** The export's ZIP, fetched with the mailed link's token and the session together. */
export const downloadDataExport = (token: string, options?: { signal?: AbortSignal }) =>
  callBlob(yourData.downloadDataExport, { body: { token } }, options);

/** Whether asking to delete the account would be refused now: the reason, or null. */
export const getAccountDeletionCheck = (options?: { signal?: AbortSignal }) => call(yourData.accountDeletionCheck, {}, options);

/** Asks to delete the account: refused with the reason, or a confirmation is mailed. */
export const requestAccountDeletion = (sending?: Sending) => call(yourData.requestAccountDeletion, { body: {} }, sending);

/** Erases the account, with the mailed confirmation's token (no session needed). */
export const confirmAccountDeletion = (token: string, sending?: Sending) =>
  call(yourData.confirmAccountDeletion, { body: { token } }, sending);
