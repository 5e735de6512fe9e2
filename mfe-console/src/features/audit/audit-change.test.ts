import { changedFields } from './audit-change';

describe('changedFields', () => {
  it('should list the fields that changed, appeared or went', () => {
    expect(changedFields({ status: 'REVIEWING', email: 'a@b.c', note: 'x' }, { status: 'APPROVED', email: 'a@b.c', forced: true })).toEqual([
      { field: 'status', before: '"REVIEWING"', after: '"APPROVED"' },
      { field: 'note', before: '"x"', after: null },
      { field: 'forced', before: null, after: 'true' },
    ]);
  });

  it('should show a thing made from nothing field by field, and a plain value as one line', () => {
    expect(changedFields(null, { role: 'operator' })).toEqual([{ field: 'role', before: null, after: '"operator"' }]);
    expect(changedFields('1.0.0', '1.1.0')).toEqual([{ field: 'value', before: '"1.0.0"', after: '"1.1.0"' }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
