import {
  profileFieldNames,
  type EditProfile,
  type ProfileChanges,
  type ProfileField,
  type ProfileForm,
} from '@commons/shared';
import type { Profile } from '@commons/shared/domain';

/** The stored profile under the form's short field names (docs/product-rules.md#records-and-field-names). */
export const profileFormValues = (profile: Profile): ProfileForm => ({
  name: profile.individualName,
  phone: profile.individualPhone,
  country: profile.individualCountry,
  city: profile.individualCity,
  education: profile.individualEducation,
  profession: profile.individualProfession,
  nationality: profile.individualNationality,
  citizenshipNo: profile.individualCitizenshipNo,
  uidOfResidence: profile.individualUidOfResidence,
});

/** The seven fields of the edit-profile form, from the stored profile. */
export function editProfileValues(profile: Profile): EditProfile {
  const { name: _name, city: _city, ...edit } = profileFormValues(profile);
  return edit;
}

/**
 * Only the fields the user edited, with their validated values: the profile update sends
 * nothing else (docs/product-rules.md#calls).
 */
export const changedFields = (values: ProfileForm, edited: Partial<Record<ProfileField, boolean>>): ProfileChanges =>
  Object.fromEntries(profileFieldNames.filter((field) => edited[field]).map((field) => [field, values[field]]));
