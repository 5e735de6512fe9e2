import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '@commons/shared/domain';
import {
  planTransition,
  statusAfterProfileUpdate,
  type StatusAction,
} from '../../../src/domains/users/account-status';

const email = 'greta@example.com';

describe('planTransition', () => {
  it.each<[StatusAction, AccountStatus, AccountStatus]>([
    ['approve', 'REVIEWING', 'APPROVED'],
    ['reject', 'REVIEWING', 'REJECTED'],
    ['reject', 'APPROVED', 'REJECTED'],
    ['suspend', 'REVIEWING', 'SUSPENDED'],
    ['suspend', 'APPROVED', 'SUSPENDED'],
    ['reinstate', 'SUSPENDED', 'APPROVED'],
  ])('should %s a %s account to %s', (action, from, to) => {
    expect(planTransition(action, email, from)).toBe(to);
  });

  it.each<[StatusAction, AccountStatus, string]>([
    ['approve', 'APPROVED', 'only REVIEWING accounts can be approved'],
    ['approve', 'REJECTED', 'only REVIEWING accounts can be approved'],
    ['approve', 'SUSPENDED', 'only REVIEWING accounts can be approved'],
    ['reject', 'REJECTED', 'only REVIEWING or APPROVED accounts can be rejected'],
    ['reject', 'SUSPENDED', 'only REVIEWING or APPROVED accounts can be rejected'],
    ['suspend', 'SUSPENDED', 'only REVIEWING or APPROVED accounts can be suspended'],
    ['suspend', 'REJECTED', 'only REVIEWING or APPROVED accounts can be suspended'],
    ['reinstate', 'APPROVED', 'only SUSPENDED accounts can be reinstated'],
    ['reinstate', 'REVIEWING', 'only SUSPENDED accounts can be reinstated'],
    ['reinstate', 'REJECTED', 'only SUSPENDED accounts can be reinstated'],
  ])('should refuse to %s a %s account', (action, from, reason) => {
    expect(() => planTransition(action, email, from)).toThrow(`${email} is ${from}; ${reason}`);
  });
});

describe('statusAfterProfileUpdate', () => {
  it.each<[AccountStatus, boolean, boolean, 'auto' | 'manual', AccountStatus]>([
    // status, changed, complete, review -> status
    ['APPROVED', true, false, 'auto', 'REVIEWING'],
    ['APPROVED', true, false, 'manual', 'REVIEWING'],
    ['APPROVED', true, true, 'manual', 'REVIEWING'],
    ['APPROVED', true, true, 'auto', 'APPROVED'],
    ['APPROVED', false, false, 'manual', 'APPROVED'],
    ['REVIEWING', true, true, 'auto', 'APPROVED'],
    ['REVIEWING', false, true, 'auto', 'APPROVED'],
    ['REVIEWING', true, false, 'auto', 'REVIEWING'],
    ['REVIEWING', true, true, 'manual', 'REVIEWING'],
    ['REJECTED', true, true, 'auto', 'REJECTED'],
    ['SUSPENDED', true, true, 'auto', 'SUSPENDED'],
  ])('should move %s (changed %s, complete %s, %s review) to %s', (status, changed, complete, review, expected) => {
    expect(statusAfterProfileUpdate(status, { changed, complete }, review)).toBe(expected);
  });
});
