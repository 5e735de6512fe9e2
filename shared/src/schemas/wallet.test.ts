import { centsToUsd, formatUsd, usdToCents } from '../domain/money';
import { withdrawalTooSmall } from '../domain/wallet';
import { HistoryPageQuerySchema, PageQuerySchema } from './paging';
import { validate } from './validate';
import { CreateTopUpSessionSchema, RaiseWithdrawalRequestSchema } from './wallet';

const issuesOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues.map((issue) => issue.message);
};

describe('RaiseWithdrawalRequestSchema', () => {
  it.each([
    ['missing', {}, 'required'],
    ['null', { requestedWithdrawalAmount: null }, 'required'],
    ['an emptied number input', { requestedWithdrawalAmount: Number.NaN }, 'required'],
    ['0', { requestedWithdrawalAmount: 0 }, 'must be greater than 0'],
    ['-1', { requestedWithdrawalAmount: -1 }, 'must be greater than 0'],
    ['1.005', { requestedWithdrawalAmount: 1.005 }, 'must be in whole cents'],
    ['the string "10"', { requestedWithdrawalAmount: '10' }, 'must be a number'],
    ['10^12', { requestedWithdrawalAmount: 1e12 }, 'must be at most 1000000'],
  ])('should refuse an amount that is %s with the contract message', (_case, input, message) => {
    expect(issuesOf(RaiseWithdrawalRequestSchema, input)).toEqual([message]);
  });

  it('should accept USD and cents up to 1000000 (the $1.00 minimum needs the balance)', () => {
    for (const amount of [0.01, 0.2, 0.1 + 0.2, 10.84, 1]) {
      expect(validate(RaiseWithdrawalRequestSchema, { requestedWithdrawalAmount: amount }).ok).toBe(true);
    }
    expect(validate(RaiseWithdrawalRequestSchema, { requestedWithdrawalAmount: 1_000_000 }).ok).toBe(true);
  });
});

describe('withdrawalTooSmall', () => {
  it.each([
    [100, 1020, null],
    [20, 20, null],
    [1020, 1020, null],
    [50, 20, null],
    [20, 1020, 'A withdrawal is at least $1.00, or the whole available balance of $10.20'],
    [99, 100, 'A withdrawal is at least $1.00, or the whole available balance of $1.00'],
  ])('should judge %i cents from a balance of %i cents', (amountCents, availableCents, problem) => {
    expect(withdrawalTooSmall(amountCents, availableCents)).toBe(problem);
  });
});

describe('CreateTopUpSessionSchema', () => {
  it('should accept a top-up and normalise the email and key', () => {
    const input = { amount: 25, customerEmail: 'Ada@Example.com', idempotencyKey: 'F47AC10B-58CC-4372-A567-0E02B2C3D479' };
    expect(validate(CreateTopUpSessionSchema, input)).toEqual({
      ok: true,
      value: { amount: 25, customerEmail: 'ada@example.com', idempotencyKey: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' },
    });
  });

  it('should name every missing field', () => {
    expect(issuesOf(CreateTopUpSessionSchema, {})).toEqual(['required', 'Email is required', 'required']);
    expect(issuesOf(CreateTopUpSessionSchema, { amount: 1, customerEmail: 'a@b.co', idempotencyKey: 'k1' })).toEqual([
      'must be a UUID',
    ]);
  });
});

describe('page queries', () => {
  it('should read a blank query as the first page of 10', () => {
    expect(validate(HistoryPageQuerySchema, { cursor: '', historyId: '' })).toEqual({
      ok: true,
      value: { limit: 10, cursor: '', historyId: '' },
    });
  });

  it.each([
    [{ limit: 'ten' }, 'must be an integer'],
    [{ limit: '0' }, 'must be greater than 0'],
    [{ limit: '51' }, 'must be at most 50'],
    [{ limit: ['1', '2'] }, 'must be an integer'],
  ])('should refuse %j', (query, message) => {
    expect(issuesOf(PageQuerySchema, query)).toEqual([message]);
  });
});

describe('money', () => {
  it('should turn cents into USD with at most two decimals and back', () => {
    expect([centsToUsd(2500), centsToUsd(1250), centsToUsd(1)]).toEqual([25, 12.5, 0.01]);
    expect(usdToCents(0.1 + 0.2)).toBe(30);
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
