import type { CurrentUser, Profile } from '@commons/shared/domain';
import { approvedUser, fakeApi, jsonReply, signedUpUser } from '@commons/shared/testing';

/** A user as my-profile replies: the same fields without the session token. */
const profileOf = ({ token: _token, ...profile }: CurrentUser): Profile => profile;

/** The profile my-profile replies with right after signup: name and phone only. */
export const newProfile = profileOf(signedUpUser);

/** A complete, approved profile as my-profile replies with it. */
export const completeProfile = profileOf(approvedUser);

/** Where each short payload name is stored in the profile. */
const profileKeys = {
  name: 'individualName',
  phone: 'individualPhone',
  country: 'individualCountry',
  city: 'individualCity',
  education: 'individualEducation',
  profession: 'individualProfession',
  nationality: 'individualNationality',
  citizenshipNo: 'individualCitizenshipNo',
  uidOfResidence: 'individualUidOfResidence',
} as const;

const isProfileKey = (key: string): key is keyof typeof profileKeys => key in profileKeys;

/** The profile after saving `fields` (short names), with the status the server moved it to. */
function savedProfile(profile: Profile, fields: Record<string, string>, accountStatus: Profile['accountStatus']): Profile {
  // Whether an update sends it back to review holds only while APPROVED.
  const reapprovalOnUpdate = accountStatus === 'APPROVED' && profile.reapprovalOnUpdate;
  const saved: Profile = { ...profile, accountStatus, reapprovalOnUpdate };
  for (const [key, value] of Object.entries(fields)) if (isProfileKey(key)) saved[profileKeys[key]] = value;
  return saved;
}

/**
 * The profile endpoints as the API answers them: my-profile replies with what is stored, and
 * both updates store what they were sent and move the account to `statusAfterSave`. With
 * `failure`, every update fails with that status and server message.
 */
export function fakeProfileApi(
  initial: Profile,
  {
    statusAfterSave = 'REVIEWING',
    failure,
  }: { statusAfterSave?: Profile['accountStatus']; failure?: { status: number; message: string } } = {},
) {
  let stored = initial;
  const api = fakeApi(({ path, body }) => {
    if (path.endsWith('/my-profile')) return jsonReply(stored);
    // The owner's Documents panel lists them beside the form.
    if (path === 'user/individual/documents') return jsonReply({ documents: [] });
    // And its public impact page section, off.
    if (path === 'user/individual/public-page') return jsonReply({ enabled: false, handle: null, displayName: null });
    if (path === 'user/individual/public-page/beneficiary') return jsonReply({ shown: 'MEMBER', shownAs: 'a Carbon Commons member' });
    if (failure) return jsonReply({ message: failure.message }, failure.status);
    const fields = path.endsWith('/update-profile-details') ? (body as { data: Record<string, string> }).data : body;
    stored = savedProfile(stored, fields as Record<string, string>, statusAfterSave);
    return jsonReply(stored);
  });
  return { ...api, stored: () => stored };
}
