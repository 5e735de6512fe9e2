import { describe, expect, it } from 'vitest';
import { groupPolicyStatusLabel, startsSuspended, subUserStatusLabel } from './sub-users';
import { accountStatuses } from './user';

describe('subUserStatusLabel', () => {
  it.each([
    ['SUB_USER', 'APPROVED', 'ACTIVE'],
    ['SUB_USER', 'SUSPENDED', 'SUSPENDED'],
    ['SUB_USER', 'REVIEWING', 'SUSPENDED'],
    ['SUB_USER', 'REJECTED', 'SUSPENDED'],
  ] as const)('should show a %s who is %s as %s', (iam, accountStatus, label) => {
    expect(subUserStatusLabel({ iam, accountStatus })).toBe(label);
  });

  it.each(accountStatuses)('should show an ADMIN as "-" whatever the status (%s)', (accountStatus) => {
    expect(subUserStatusLabel({ iam: 'ADMIN', accountStatus })).toBe('-');
  });
});

describe('startsSuspended', () => {
  it.each(accountStatuses)('should pre-check suspend only for SUSPENDED (%s)', (accountStatus) => {
    expect(startsSuspended({ accountStatus })).toBe(accountStatus === 'SUSPENDED');
  });
});

describe('groupPolicyStatusLabel', () => {
  it('should show ACTIVE or INACTIVE', () => {
    expect(groupPolicyStatusLabel({ active: true })).toBe('ACTIVE');
    expect(groupPolicyStatusLabel({ active: false })).toBe('INACTIVE');
  });
});
