import { describe, expect, it } from 'vitest';
import { CreateGroupPolicySchema, EditGroupPolicySchema, GroupPoliciesPageRequestSchema } from './group-policies';
import { validate } from './validate';

const valid = { name: 'Family wallet', role: 'Parent', menus: ['WALLET', 'ASSETS'] };
const id = '7f1c9b8e-4a55-4c8e-9d62-1b0d2f3a4c5e';

describe('CreateGroupPolicySchema', () => {
  it('should accept a name, a role and menus, keeping the menus in their usual order without repeats', () => {
    const result = validate(CreateGroupPolicySchema, { ...valid, menus: ['WALLET', 'ASSETS', 'WALLET'] });
    expect(result).toEqual({ ok: true, value: { name: 'Family wallet', role: 'Parent', menus: ['ASSETS', 'WALLET'] } });
  });

  it('should refuse a menu outside PROFILE, CARBON_CREDITS, ASSETS, WIZARD, WALLET with "invalid menu"', () => {
    const result = validate(CreateGroupPolicySchema, { ...valid, menus: ['WALLET', 'IAM_POLICY'] });
    expect(result).toEqual({ ok: false, issues: [{ field: 'menus.1', message: 'invalid menu' }] });
  });

  it.each([
    ['no menus', { ...valid, menus: [] }, 'menus'],
    ['menus missing', { name: valid.name, role: valid.role }, 'menus'],
    ['a blank name', { ...valid, name: '   ' }, 'name'],
    ['no role', { name: valid.name, menus: valid.menus }, 'role'],
  ])('should say "required" for %s', (_, input, field) => {
    expect(validate(CreateGroupPolicySchema, input)).toEqual({ ok: false, issues: [{ field, message: 'required' }] });
  });

  it.each([
    ['one menu not in a list', { ...valid, menus: 'WALLET' }, 'menus', 'must be a list'],
    ['a number as the name', { ...valid, name: 42 }, 'name', 'must be text'],
  ])('should name the type, not say "required", for %s', (_, input, field, message) => {
    expect(validate(CreateGroupPolicySchema, input)).toEqual({ ok: false, issues: [{ field, message }] });
  });
});

describe('EditGroupPolicySchema', () => {
  it('should send active true unless told false', () => {
    const result = validate(EditGroupPolicySchema, { groupPolicyId: id, data: valid });
    expect(result.ok && result.value.data.active).toBe(true);
    const inactive = validate(EditGroupPolicySchema, { groupPolicyId: id, data: { ...valid, active: false } });
    expect(inactive.ok && inactive.value.data.active).toBe(false);
  });

  it('should refuse an id that is not one the API hands out', () => {
    expect(validate(EditGroupPolicySchema, { groupPolicyId: '12', data: valid })).toEqual({
      ok: false,
      issues: [{ field: 'groupPolicyId', message: 'invalid' }],
    });
  });
});

describe('GroupPoliciesPageRequestSchema', () => {
  it('should default to 10 from the first page and allow the selector its 100', () => {
    expect(validate(GroupPoliciesPageRequestSchema, {})).toEqual({ ok: true, value: { limit: 10, cursor: '' } });
    expect(validate(GroupPoliciesPageRequestSchema, { limit: 100, cursor: null })).toEqual({
      ok: true,
      value: { limit: 100, cursor: '' },
    });
  });

  it.each([
    [101, 'must be at most 100'],
    [0, 'must be greater than 0'],
    [2.5, 'must be an integer'],
    ['10', 'must be an integer'],
  ])('should refuse a limit of %j', (limit, message) => {
    expect(validate(GroupPoliciesPageRequestSchema, { limit })).toEqual({ ok: false, issues: [{ field: 'limit', message }] });
  });
});
