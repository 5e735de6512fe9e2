import { messages } from './messages';
import { EditProfileSchema, ProfileFormSchema, UpdateProfileDetailsSchema } from './profile';
import { validate } from './validate';

const completeProfile = {
  name: 'Greta Greenfield',
  phone: '+4412345678901',
  country: 'Sweden',
  city: 'Uppsala',
  education: 'MSc Climate Science',
  profession: 'Engineer',
  nationality: 'Norway',
  citizenshipNo: 'SE-1234',
  uidOfResidence: 'UID-42',
};

const issuesOf = (schema: Parameters<typeof validate>[0], input: unknown) => {
  const result = validate(schema, input);
  return result.ok ? [] : result.issues;
};

describe('ProfileFormSchema', () => {
  it('should accept a complete profile and trim its fields', () => {
    expect(validate(ProfileFormSchema, { ...completeProfile, city: '  Uppsala ' })).toEqual({
      ok: true,
      value: completeProfile,
    });
  });

  it.each(Object.keys(completeProfile))('should reject an empty %s with "required"', (field) => {
    expect(issuesOf(ProfileFormSchema, { ...completeProfile, [field]: '  ' })).toEqual([
      { field, message: messages.required },
    ]);
  });

  it.each([
    ['a name under 7 characters', { name: 'Greta' }, 'name', 'Name is too short'],
    ['a phone under 11 characters', { phone: '0123456789' }, 'phone', 'Invalid phone'],
    ['a country not in the reference data', { country: 'Atlantis' }, 'country', 'invalid'],
    ['a country given as its code', { country: 'SE' }, 'country', 'invalid'],
    ['a nationality not in the reference data', { nationality: 'Narnian' }, 'nationality', 'invalid'],
  ])('should reject %s with the contract message', (_case, change, field, message) => {
    expect(issuesOf(ProfileFormSchema, { ...completeProfile, ...change })).toEqual([{ field, message }]);
  });
});

describe('ProfileFormSchema free text', () => {
  const textFields = ['city', 'education', 'profession', 'citizenshipNo', 'uidOfResidence'] as const;

  it.each(textFields)('should reject a NUL in %s with a clear message', (field) => {
    expect(issuesOf(ProfileFormSchema, { ...completeProfile, [field]: 'Upp\u0000sala' })).toEqual([
      { field, message: 'must not contain control characters' },
    ]);
  });

  it.each(textFields)('should reject a %s of zero-width spaces with "required"', (field) => {
    expect(issuesOf(ProfileFormSchema, { ...completeProfile, [field]: '\u200b\u200b' })).toEqual([
      { field, message: messages.required },
    ]);
  });

  it.each([
    ['city', 101],
    ['education', 201],
    ['profession', 101],
    ['citizenshipNo', 51],
    ['uidOfResidence', 51],
    ['name', 101],
  ])('should reject a %s longer than its limit', (field, length) => {
    expect(issuesOf(ProfileFormSchema, { ...completeProfile, [field]: 'x'.repeat(length) })).toEqual([
      { field, message: `must be at most ${length - 1} characters` },
    ]);
  });

  it('should reject a phone of letters and accept non-Latin names', () => {
    expect(issuesOf(ProfileFormSchema, { ...completeProfile, phone: 'call me maybe' })).toEqual([
      { field: 'phone', message: 'Invalid phone' },
    ]);
    expect(validate(ProfileFormSchema, { ...completeProfile, name: '李小龙 Wang Lee', city: '北京' }).ok).toBe(true);
  });
});

describe('UpdateProfileDetailsSchema', () => {
  it('should accept only the changed fields and leave the others out', () => {
    expect(validate(UpdateProfileDetailsSchema, { data: { city: 'Lund' } })).toEqual({
      ok: true,
      value: { data: { city: 'Lund' } },
    });
  });

  it('should apply the field rules to the fields that are sent', () => {
    expect(issuesOf(UpdateProfileDetailsSchema, { data: { city: '', country: 'Atlantis' } })).toEqual([
      { field: 'data.country', message: 'invalid' },
      { field: 'data.city', message: 'required' },
    ]);
  });

  it.each([
    ['no data', {}, 'must be an object of changed profile fields'],
    ['data that is not an object', { data: 'Lund' }, 'must be an object of changed profile fields'],
    ['an empty data object', { data: {} }, 'must hold at least one profile field'],
    ['only unknown fields', { data: { favouriteColour: 'green' } }, 'must hold at least one profile field'],
  ])('should reject %s', (_case, input, message) => {
    expect(issuesOf(UpdateProfileDetailsSchema, input)).toEqual([{ field: 'data', message }]);
  });
});

describe('EditProfileSchema', () => {
  it('should require its seven fields and ignore name and city', () => {
    const { name: _name, city: _city, ...edit } = completeProfile;
    expect(validate(EditProfileSchema, { ...edit, name: 'x' })).toEqual({ ok: true, value: edit });
    expect(issuesOf(EditProfileSchema, {}).map((issue) => issue.field)).toEqual([
      'country',
      'phone',
      'uidOfResidence',
      'nationality',
      'citizenshipNo',
      'education',
      'profession',
    ]);
  });
});
