import { describeIssues, validate } from './validate';
import { UpdatePublicPageSchema } from './public-page';

const messageOf = (input: object) => {
  const result = validate(UpdatePublicPageSchema, { enabled: true, handle: 'ada-k', displayName: 'Ada K.', ...input });
  return result.ok ? result.value : describeIssues(result.issues);
};

describe('UpdatePublicPageSchema', () => {
  it('should keep a valid handle as typed, trimmed', () => {
    expect(messageOf({ handle: '  Ada-King2 ', displayName: ' Ada ' })).toEqual({ enabled: true, handle: 'Ada-King2', displayName: 'Ada' });
  });

  it.each([
    ['', 'handle: required'],
    ['\u200b\u200b', 'handle: required'],
    ['ab', 'handle: must be at least 3 characters'],
    ['a'.repeat(31), 'handle: must be at most 30 characters'],
    ['ada king', 'handle: may contain only the letters a to z, digits and hyphens'],
    ['adé', 'handle: may contain only the letters a to z, digits and hyphens'],
    ['ada_k', 'handle: may contain only the letters a to z, digits and hyphens'],
    ['-ada', 'handle: must start and end with a letter or a digit'],
    ['ada-', 'handle: must start and end with a letter or a digit'],
    ['ada--k', 'handle: must not contain two hyphens in a row'],
    ['Admin', 'handle: is reserved: choose another'],
    ['SUPPORT', 'handle: is reserved: choose another'],
  ])('should refuse the handle %j with %j', (handle, message) => {
    expect(messageOf({ handle })).toBe(message);
  });

  it('should check the display name like every text field', () => {
    expect(messageOf({ displayName: '   ' })).toBe('displayName: required');
    expect(messageOf({ displayName: 'x'.repeat(61) })).toBe('displayName: must be at most 60 characters');
    expect(messageOf({ displayName: 'Ada\u0000' })).toBe('displayName: must not contain control characters');
  });

  it('should ask for the switch as true or false', () => {
    expect(messageOf({ enabled: 'yes' })).toBe('enabled: must be true or false');
  });
});
