import { formatSignedUsd, recordTypeLabel } from './cells';

describe('recordTypeLabel', () => {
  it.each([
    ['TOPUP', 'Top-up'],
    ['WITHDRAWAL', 'Withdrawal'],
    ['WITHDRAWAL_CANCELLED', 'Withdrawal cancelled'],
    ['REFUND_ISSUED', 'Refund issued'],
    ['', 'Other'],
  ])('should name %j as "%s"', (type, label) => {
    expect(recordTypeLabel(type)).toBe(label);
  });
});

describe('formatSignedUsd', () => {
  it('should sign money in with + and money out with a minus sign', () => {
    expect(formatSignedUsd(25, 'in')).toBe('+$25.00');
    expect(formatSignedUsd(1234.5, 'out')).toBe('\u2212$1,234.50');
  });
});
