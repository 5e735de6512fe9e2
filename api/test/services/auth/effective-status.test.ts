import { describe, expect, it } from 'vitest';
import type { AccountStatus } from '@commons/shared/domain';
import { effectiveStatus } from '../../../src/domains/auth/effective-status';

describe('effectiveStatus', () => {
  it.each<[own: AccountStatus, owner: AccountStatus | null, effective: AccountStatus]>([
    // An owner (no owner above it) acts with its own status.
    ['APPROVED', null, 'APPROVED'],
    ['REVIEWING', null, 'REVIEWING'],
    ['SUSPENDED', null, 'SUSPENDED'],
    ['REJECTED', null, 'REJECTED'],
    // An APPROVED sub-user takes its owner's status.
    ['APPROVED', 'APPROVED', 'APPROVED'],
    ['APPROVED', 'REVIEWING', 'REVIEWING'],
    ['APPROVED', 'SUSPENDED', 'SUSPENDED'],
    ['APPROVED', 'REJECTED', 'REJECTED'],
    // A sub-user that is not APPROVED keeps its own, whatever its owner's.
    ['SUSPENDED', 'APPROVED', 'SUSPENDED'],
    ['SUSPENDED', 'REJECTED', 'SUSPENDED'],
    ['REVIEWING', 'SUSPENDED', 'REVIEWING'],
    ['REJECTED', 'APPROVED', 'REJECTED'],
  ])('should make a %s member whose owner is %s act as %s', (own, owner, effective) => {
    expect(effectiveStatus(own, owner)).toBe(effective);
  });
});
