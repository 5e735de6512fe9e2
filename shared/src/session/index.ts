export { initialSession, sessionAtom, sessionStorageKey, sessionStore, type Session } from './session-store';
export { sessionActions } from './session-actions';
export { useSession, type SessionApi } from './use-session';
export { handoffWaitMs, startTabHandoff, useTabHandoff, type Handoff } from './tab-handoff';
