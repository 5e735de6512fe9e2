import { searchOfFilter } from './audit-filter-url';

describe('the audit filter in the address', () => {
  it('should write the known filters in their order, leaving out blank ones', () => {
    expect(searchOfFilter({ to: '2026-03-31', actor: 'Olive Operator', kind: 'accounts.approve', from: '2026-03-01' })).toBe(
      '?actor=Olive+Operator&kind=accounts.approve&from=2026-03-01&to=2026-03-31',
    );
    expect(searchOfFilter({ actor: ' ', kind: '' })).toBe('');
  });

  it('should give one address to one filter, however its values are spaced', () => {
    expect(searchOfFilter({ actor: ' Olive ' })).toBe(searchOfFilter({ actor: 'Olive' }));
  });
});
