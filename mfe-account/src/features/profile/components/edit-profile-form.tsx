import { EditProfileSchema, type EditProfile } from '@commons/shared';
import { profileUpdateMessages } from '@commons/shared/api';
import type { Profile } from '@commons/shared/domain';
import { notify } from '@commons/shared/ui';
import { useMemo, useState } from 'react';
import { Link } from '@commons/shared/navigation';
import { useUpdateProfile } from '../api/update-profile';
import { editProfileValues } from '../profile-values';
import { useProfileForm } from '../use-profile-form';
import { Panel } from './form-layout';
import { ProfileFields } from './profile-fields';
import type { ProfileFieldSpec } from './profile-input';
import { UpdateActions } from './update-actions';

type EditProfileField = keyof EditProfile;

/** The seven fields in the contract's order (docs/product-rules.md#screens). */
const fields: ProfileFieldSpec<EditProfileField>[] = [
  { name: 'country', label: 'Country', country: true },
  { name: 'phone', label: 'Mobile Number', type: 'tel', autoComplete: 'tel' },
  { name: 'uidOfResidence', label: 'UID of Residence' },
  { name: 'nationality', label: 'Nationality', country: true },
  { name: 'citizenshipNo', label: 'Citizenship Number' },
  { name: 'education', label: 'Education' },
  { name: 'profession', label: 'Profession', autoComplete: 'organization-title' },
];

/**
 * The fields the server holds a value for: locked here
 * (docs/product-rules.md#signing-in-across-tabs, "Edit Profile"; derived from the server's profile,
 * not from this page's memory, so a reload keeps them locked). This page completes what is missing;
 * a saved detail is changed on the profile, where the re-approval note stands.
 */
const savedFields = (values: EditProfile): ReadonlySet<EditProfileField> =>
  new Set(fields.map(({ name }) => name).filter((name) => values[name] !== ''));

/**
 * The edit-profile form: all seven fields are sent together, and the fields already saved are
 * disabled (docs/product-rules.md#screens). Update waits for a change, so "Information updated
 * successfully" always means something was updated. Failures show one toast with the contract's
 * message for their status (docs/product-rules.md#messages).
 */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const stored = useMemo(() => editProfileValues(profile), [profile]);
  const locked = savedFields(stored);
  const form = useProfileForm(EditProfileSchema, stored);
  const update = useUpdateProfile();
  const [approved, setApproved] = useState(false);

  const onSubmit = (details: EditProfile) => {
    const before = profile.accountStatus;
    setApproved(false);
    update.send(
      { individualId: profile.individualId, details },
      {
        onSuccess: (saved) => {
          form.reset(editProfileValues(saved));
          notify.success(profileUpdateMessages.success);
          setApproved(before !== 'APPROVED' && saved.accountStatus === 'APPROVED');
        },
      },
    );
  };

  return (
    <form noValidate aria-label="Edit profile" onSubmit={form.handleSubmit(onSubmit)}>
      <Panel>
        <ProfileFields fields={fields} form={form} locked={locked} />
      </Panel>
      <UpdateActions profile={profile} approved={approved} busy={update.busy} disabled={!form.formState.isDirty || locked.size === fields.length}>
        {locked.size > 0 && (
          <>
            {' '}
            Saved details are locked here; you can still change them on your <Link to="/profile">profile</Link>.
          </>
        )}
      </UpdateActions>
    </form>
  );
}
