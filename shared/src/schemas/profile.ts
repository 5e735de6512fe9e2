import * as v from 'valibot';
import { countryNameText } from './country';
import { nameText, phoneText } from './fields';
import { limits, messages } from './messages';
import { requiredText } from './text';

/** A required free-text field of the profile, up to `max` characters. */
const required = (max: number = limits.textMax) => requiredText(messages.required, { max });

/**
 * The nine profile fields under their short payload names
 * (docs/product-rules.md#records-and-field-names) with the rules of
 * docs/product-rules.md#validation: each required, plus the signup rules on name and phone.
 */
const profileEntries = {
  name: nameText(messages.required),
  phone: phoneText(messages.required),
  country: countryNameText(),
  city: required(limits.cityMax),
  education: required(),
  profession: required(limits.professionMax),
  nationality: countryNameText(),
  citizenshipNo: required(limits.documentIdMax),
  uidOfResidence: required(limits.documentIdMax),
};

/** The profile form: all nine fields, each required. */
export const ProfileFormSchema = v.object(profileEntries);
export type ProfileFormInput = v.InferInput<typeof ProfileFormSchema>;
export type ProfileForm = v.InferOutput<typeof ProfileFormSchema>;
export type ProfileField = keyof ProfileForm;

/** The short names in payload order, e.g. to walk the form's fields. */
export const profileFieldNames = Object.keys(profileEntries) as ProfileField[];

/**
 * Changed profile fields: the form sends only what differs from the stored profile, so every
 * field is optional, but one that is sent must pass its rule, and at least one must be sent.
 */
const notChanges = 'must be an object of changed profile fields';
export const ProfileChangesSchema = v.pipe(
  v.partial(v.object(profileEntries, notChanges)),
  v.check(
    (changes) => Object.values(changes).some((value) => value !== undefined),
    'must hold at least one profile field',
  ),
);
export type ProfileChanges = v.InferOutput<typeof ProfileChangesSchema>;

/** POST /user/individual/update-profile-details: `{ data: { ...changed fields } }`. */
// The outer message is the one valibot reports for a missing `data` key.
export const UpdateProfileDetailsSchema = v.object({ data: ProfileChangesSchema }, notChanges);
export type UpdateProfileDetailsInput = v.InferInput<typeof UpdateProfileDetailsSchema>;
export type UpdateProfileDetails = v.InferOutput<typeof UpdateProfileDetailsSchema>;

/** PUT /user/individual/update-profile/{individualId}: the edit-profile form's seven fields, all required. */
export const EditProfileSchema = v.pick(ProfileFormSchema, [
  'country',
  'phone',
  'uidOfResidence',
  'nationality',
  'citizenshipNo',
  'education',
  'profession',
]);
export type EditProfileInput = v.InferInput<typeof EditProfileSchema>;
export type EditProfile = v.InferOutput<typeof EditProfileSchema>;

/**
 * Path of PUT /user/individual/update-profile/{individualId}: any text; an id that is not the
 * caller's own answers 404 (another account's is not told apart from an unknown one).
 */
export const ProfileParamsSchema = v.object({ individualId: v.string() });
