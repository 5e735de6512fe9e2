import type { CurrentUser } from '../domain/user';

/** A user right after signup, as signup and login reply: REVIEWING, with a name and phone only. */
export const signedUpUser: CurrentUser = {
  token: 'token-1',
  authenticated: true,
  accountStatus: 'REVIEWING',
  iam: 'ADMIN',
  userHistoryId: 'history-1',
  individualId: 'individual-1',
  individualName: 'Ada Lovelace King',
  individualEmail: 'ada@example.com',
  emailVerified: false,
  passwordChangeAdvised: false,
  reapprovalOnUpdate: false,
  assignedGroupPolicyId: null,
  assignedGroupPolicy: null,
  individualPhone: '01234567890',
  individualCountry: '',
  individualCity: '',
  individualEducation: '',
  individualProfession: '',
  individualNationality: '',
  individualCitizenshipNo: '',
  individualUidOfResidence: '',
  householdCountry: '',
};

/** The same user once approved, with a complete profile: an account owner as login stores it. */
export const approvedUser: CurrentUser = {
  ...signedUpUser,
  accountStatus: 'APPROVED',
  reapprovalOnUpdate: true,
  individualCountry: 'Sweden',
  individualCity: 'Uppsala',
  individualEducation: 'MSc Climate Science',
  individualProfession: 'Engineer',
  individualNationality: 'Norway',
  individualCitizenshipNo: 'NO-1234',
  individualUidOfResidence: 'UID-42',
  householdCountry: 'Sweden',
};
