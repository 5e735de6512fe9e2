import { LoginSchema, SignupSchema } from './auth';
import { messages } from './messages';
import { validate } from './validate';

const validSignup = { name: 'Ada Lovelace', email: 'ada@example.com', password: 'correct horse', phone: '01234567890' };

const issuesOf = (schema: typeof LoginSchema | typeof SignupSchema, input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues;
};

describe('LoginSchema', () => {
  it.each([
    ['a missing email', { password: 'x' }, [{ field: 'email', message: messages.emailRequired }]],
    ['an empty email', { email: '', password: 'x' }, [{ field: 'email', message: messages.emailRequired }]],
    ['an invalid email', { email: 'ada@', password: 'x' }, [{ field: 'email', message: messages.invalidEmail }]],
    ['a missing password', { email: 'ada@example.com' }, [{ field: 'password', message: messages.passwordRequired }]],
    ['an empty password', { email: 'ada@example.com', password: '' }, [{ field: 'password', message: messages.passwordRequired }]],
  ])('should reject %s with the contract message', (_case, input, issues) => {
    expect(issuesOf(LoginSchema, input)).toEqual(issues);
  });

  it('should use the contract messages word for word', () => {
    expect([messages.invalidEmail, messages.emailRequired, messages.passwordRequired]).toEqual([
      'Invalid email',
      'Email is required',
      'Password is required',
    ]);
  });

  it('should accept a valid login and normalise the email', () => {
    expect(validate(LoginSchema, { email: ' Ada@Example.com ', password: 'p' })).toEqual({
      ok: true,
      value: { email: 'ada@example.com', password: 'p' },
    });
  });
});

describe('SignupSchema', () => {
  it.each([
    ['a missing name', { name: undefined }, 'name', 'Name is required'],
    ['an empty name', { name: '' }, 'name', 'Name is required'],
    ['a name under 7 characters', { name: 'Ada Lo' }, 'name', 'Name is too short'],
    ['a missing email', { email: '' }, 'email', 'Email is required'],
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Invalid email'],
    ['a missing password', { password: '' }, 'password', 'Password is required'],
    ['a password under 12 characters', { password: '12345678901' }, 'password', 'password is too short'],
    ['a missing phone', { phone: '' }, 'phone', 'Phone is required'],
    ['a phone under 11 characters', { phone: '0123456789' }, 'phone', 'Invalid phone'],
  ])('should reject %s with the contract message', (_case, change, field, message) => {
    expect(issuesOf(SignupSchema, { ...validSignup, ...change })).toEqual([{ field, message }]);
  });

  it('should accept the limits exactly (name 7, password 12, phone 11)', () => {
    expect(validate(SignupSchema, { ...validSignup, name: 'Ada Lov', password: '123456789012', phone: '01234567890' }).ok).toBe(true);
  });

  it('should report the first problem of every field, in form order', () => {
    expect(issuesOf(SignupSchema, { name: 'Ada', email: 'x', password: '', phone: '1' }).map((issue) => issue.message)).toEqual([
      'Name is too short',
      'Invalid email',
      'Password is required',
      'Invalid phone',
    ]);
  });

  it.each([
    ['a name of zero-width spaces', { name: '\u200b'.repeat(8) }, 'name', 'Name is required'],
    ['a name holding a NUL', { name: 'Ada\u0000Lovelace' }, 'name', 'must not contain control characters'],
    ['a phone of letters', { phone: 'abcdefghijk' }, 'phone', 'Invalid phone'],
    ['a phone holding a NUL', { phone: '0123456\u00007890' }, 'phone', 'Invalid phone'],
    ['an email holding a NUL', { email: 'ada\u0000@example.com' }, 'email', 'Invalid email'],
    ['a password holding a NUL', { password: 'correct\u0000horse' }, 'password', 'must not contain control characters'],
  ])('should reject %s with the field its message', (_case, change, field, message) => {
    expect(issuesOf(SignupSchema, { ...validSignup, ...change })).toEqual([{ field, message }]);
  });

  it('should keep the trimmed name and phone but the password as typed', () => {
    const input = { ...validSignup, name: ' \u200bAda Lovelace ', phone: ' +44 20 7946 0958 ', password: ' spaced out ' };
    expect(validate(SignupSchema, input)).toEqual({
      ok: true,
      value: { ...validSignup, name: 'Ada Lovelace', phone: '+44 20 7946 0958', password: ' spaced out ' },
    });
  });
});

describe('a field of the wrong type', () => {
  it.each([
    ['a number as the email', { email: 5, password: 'x' }, [{ field: 'email', message: 'must be text' }]],
    ['an object as the password', { email: 'ada@example.com', password: {} }, [{ field: 'password', message: 'must be text' }]],
    ['true as the name', { ...validSignup, name: true }, [{ field: 'name', message: 'must be text' }]],
  ])('should say %s must be text, not that it is required', (_case, input, issues) => {
    expect(issuesOf('name' in input ? SignupSchema : LoginSchema, input)).toEqual(issues);
  });

  it('should still call null missing, as JSON clients send it for an empty field', () => {
    expect(issuesOf(LoginSchema, { email: null, password: 'x' })).toEqual([{ field: 'email', message: messages.emailRequired }]);
  });
});
