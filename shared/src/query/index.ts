export { createQueryClient, queryDefaults, retryDelay, shouldRetryQuery } from './create-query-client';
export { cursorListQueryOptions, type CursorListQuery } from './cursor-list-query';
export { useCurrentUser, useCurrentUserActions, type CurrentUserActions } from './current-user';
export { useOpenCertificate } from './use-open-certificate';
export { useSend, type Send, type SendContext, type UseSendOptions } from './use-send';
export { consoleSessionQueryOptions, isSignedOutOfConsole, useConsoleSession, useConsoleSignOut } from './console-session';
