import type { CurrentUser } from '@commons/shared/domain';

/** A signed-up user as the API replies to signup and login. */
export const currentUser: CurrentUser = {
  token: 'token-1',
  authenticated: true,
  accountStatus: 'REVIEWING',
  iam: 'ADMIN',
  userHistoryId: 'history-1',
  individualId: 'individual-1',
  individualName: 'Ada Lovelace King',
  individualEmail: 'ada@example.com',
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
};
