import type { WithdrawalStatus } from '@commons/shared/domain';
import type { CheckoutRecord, TopUpWithdrawalRecord, WithdrawalRequest } from '@commons/shared/schemas';

/** A page of a cursor list, with a next cursor when more follow. */
export const page = <Key extends 'records' | 'requests', Row>(key: Key, rows: Row[], nextCursor: string | null = null) =>
  ({ [key]: rows, nextCursor, prevCursor: null }) as Record<Key, Row[]> & { nextCursor: string | null; prevCursor: null };

export const withdrawalRequest = (n: number, status: WithdrawalStatus = 'PENDING'): WithdrawalRequest => ({
  requestId: `request-${n}`,
  requestedDate: '2025-03-04T12:00:00.000Z',
  amount: n,
  status,
  paidTo: 'IBAN ending 4300 (Ada Lovelace)',
});

export const topUpRecord = (n: number): TopUpWithdrawalRecord => ({
  recordId: `topup-${n}`,
  date: '2025-03-04T12:00:00.000Z',
  type: 'TOPUP',
  beginningBalance: 0,
  amount: n,
  endingBalance: n,
});

export const checkoutRecord = (n: number, change: Partial<CheckoutRecord> = {}): CheckoutRecord => ({
  recordId: `checkout-record-${n}`,
  checkOutDate: '2025-03-04T12:00:00.000Z',
  checkOutType: 'CC',
  quantity: 2,
  beginningBalance: 100,
  amount: 20,
  fee: 1.5,
  endingBalance: 78.5,
  checkoutId: `checkout-${n}`,
  retirementKind: 'CHECKOUT',
  year: 2024,
  projectName: 'Kasigau Corridor REDD+',
  sample: false,
  registryRetirementUrl: null,
  ...change,
});
