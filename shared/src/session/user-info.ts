import type { CurrentUser, Profile } from '@commons/shared/domain';

/**
 * The session's user brought up to date with a fresh reply about the signed-in user, or null
 * when nothing changed. The navbar's name and every app reading `userInfo` then follow what the
 * server says (a renamed profile, a new status) without signing in again; the token stays the
 * session's, since no profile reply carries one.
 */
export function refreshedUserInfo(userInfo: CurrentUser | null, profile: Profile | undefined): CurrentUser | null {
  if (!userInfo || !profile) return null;
  const changed = (Object.keys(profile) as (keyof Profile)[]).some(
    (key) => JSON.stringify(profile[key]) !== JSON.stringify(userInfo[key]),
  );
  return changed ? { ...userInfo, ...profile, token: userInfo.token } : null;
}
