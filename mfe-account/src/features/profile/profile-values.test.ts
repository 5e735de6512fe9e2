import { signedUpUser } from '@commons/shared/testing';
import { changedFields, editProfileValues, profileFormValues } from './profile-values';

const { token: _token, ...profile } = signedUpUser;

describe('profile values', () => {
  it('should read the stored profile under the short field names', () => {
    expect(profileFormValues({ ...profile, individualCity: 'Uppsala', individualCountry: 'Sweden' })).toEqual({
      name: 'Ada Lovelace King',
      phone: '01234567890',
      country: 'Sweden',
      city: 'Uppsala',
      education: '',
      profession: '',
      nationality: '',
      citizenshipNo: '',
      uidOfResidence: '',
    });
  });

  it('should leave name and city out of the edit-profile values', () => {
    expect(editProfileValues({ ...profile, individualCountry: 'Sweden' })).toEqual({
      phone: '01234567890',
      country: 'Sweden',
      education: '',
      profession: '',
      nationality: '',
      citizenshipNo: '',
      uidOfResidence: '',
    });
  });

  it('should keep only the edited fields', () => {
    const values = { ...profileFormValues(profile), city: 'Lund', country: 'Sweden' };
    expect(changedFields(values, { city: true, country: true, name: false })).toEqual({ city: 'Lund', country: 'Sweden' });
  });
});
