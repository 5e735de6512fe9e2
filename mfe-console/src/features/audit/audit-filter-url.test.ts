import { filterFromSearch, searchOfFilter } from './audit-filter-url';

describe('the audit filter in the address', () => {
  it('should read the known filters, leaving out blank and unknown ones', () => {
    expect(filterFromSearch('?actor=Olive%20Operator&kind=accounts&from=2026-03-01&to=&page=3')).toEqual({
      actor: 'Olive Operator',
      kind: 'accounts',
      from: '2026-03-01',
    });
  });

  it('should write the filters back as they were read', () => {
    const search = '?actor=Olive+Operator&kind=accounts.approve&from=2026-03-01&to=2026-03-31';
    expect(searchOfFilter(filterFromSearch(search))).toBe(search);
    expect(searchOfFilter({ actor: ' ' })).toBe('');
  });
});
