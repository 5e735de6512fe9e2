/**
 * How a route is guarded. This issue (the foundation) enforces authentication only; issue 3
 * adds account status (APPROVED / REVIEWING / REJECTED / SUSPENDED), admin-only and menu
 * guards as further decision functions beside `decideAuthentication`.
 */
export type GuardKind = 'public' | 'authenticated';
