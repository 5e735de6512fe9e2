import type { CurrentUser } from '@commons/shared/domain';

/** An approved account owner, as login stores it in the session. */
export const currentUser: CurrentUser = {
  token: 'token-1',
  authenticated: true,
  accountStatus: 'APPROVED',
  iam: 'ADMIN',
  userHistoryId: 'history-1',
  individualId: 'individual-1',
  individualName: 'Ada Lovelace King',
  individualEmail: 'ada@example.com',
  assignedGroupPolicyId: null,
  assignedGroupPolicy: null,
  individualPhone: '01234567890',
  individualCountry: 'Sweden',
  individualCity: 'Uppsala',
  individualEducation: 'MSc',
  individualProfession: 'Engineer',
  individualNationality: 'Sweden',
  individualCitizenshipNo: 'SE-1234',
  individualUidOfResidence: 'UID-42',
};
