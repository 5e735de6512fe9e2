import { describe, expect, it } from 'vitest';
import { CreateSubUserSchema, EditSubUserSchema, SubUsersPageRequestSchema } from './sub-users';
import { validate } from './validate';

const policyId = '7f1c9b8e-4a55-4c8e-9d62-1b0d2f3a4c5e';
const valid = {
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0018',
  email: 'Ada@Example.com',
  password: 'correct horse',
  assignedGroupPolicyId: policyId,
};

const issues = (input: unknown) => {
  const result = validate(CreateSubUserSchema, input);
  return result.ok ? [] : result.issues;
};

describe('CreateSubUserSchema', () => {
  it('should accept a sub-user and keep the email lower-case', () => {
    const result = validate(CreateSubUserSchema, valid);
    expect(result.ok && result.value.email).toBe('ada@example.com');
  });

  it('should say "required" for every missing field, in field order', () => {
    expect(issues({})).toEqual([
      { field: 'name', message: 'required' },
      { field: 'phone', message: 'required' },
      { field: 'email', message: 'required' },
      { field: 'password', message: 'required' },
      { field: 'assignedGroupPolicyId', message: 'required' },
    ]);
  });

  it.each([
    ['email', 'ada@', 'invalid email'],
    ['name', 'Ada L', 'Name is too short'],
    ['phone', '12345', 'Invalid phone'],
    ['password', 'short', 'password is too short'],
    ['assignedGroupPolicyId', 'family', 'invalid'],
  ])('should refuse a %s of %j with "%s"', (field, value, message) => {
    expect(issues({ ...valid, [field]: value })).toEqual([{ field, message }]);
  });
});

describe('EditSubUserSchema', () => {
  it('should default suspend to false and keep the policy when none is sent', () => {
    const result = validate(EditSubUserSchema, { subUserId: policyId, updatedData: {} });
    expect(result).toEqual({ ok: true, value: { subUserId: policyId, updatedData: { suspend: false, assignedGroupPolicyId: undefined } } });
  });

  it('should take a new policy and a suspension', () => {
    const result = validate(EditSubUserSchema, {
      subUserId: policyId,
      updatedData: { suspend: true, assignedGroupPolicyId: policyId.toUpperCase() },
    });
    expect(result.ok && result.value.updatedData).toEqual({ suspend: true, assignedGroupPolicyId: policyId });
  });

  it('should refuse a suspend that is not a boolean and a policy id that is not an id', () => {
    expect(validate(EditSubUserSchema, { subUserId: policyId, updatedData: { suspend: 'yes' } })).toEqual({
      ok: false,
      issues: [{ field: 'updatedData.suspend', message: 'must be true or false' }],
    });
    expect(validate(EditSubUserSchema, { subUserId: policyId, updatedData: { assignedGroupPolicyId: 'x' } })).toEqual({
      ok: false,
      issues: [{ field: 'updatedData.assignedGroupPolicyId', message: 'invalid' }],
    });
  });

  // valibot's object takes `[]` for an edit with no changes; the API must not answer it 200.
  it('should refuse updatedData that is a list', () => {
    expect(validate(EditSubUserSchema, { subUserId: policyId, updatedData: [] })).toEqual({
      ok: false,
      issues: [{ field: 'updatedData', message: 'must be an object' }],
    });
  });
});

describe('SubUsersPageRequestSchema', () => {
  it('should read a page of 10 by default and refuse more than 50', () => {
    expect(validate(SubUsersPageRequestSchema, { cursor: 'abc' })).toEqual({ ok: true, value: { limit: 10, cursor: 'abc' } });
    expect(validate(SubUsersPageRequestSchema, { limit: 51 }).ok).toBe(false);
  });
});
