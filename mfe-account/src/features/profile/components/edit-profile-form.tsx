import { EditProfileSchema, type EditProfile, type EditProfileInput } from '@commons/shared';
import { profileUpdateMessages } from '@commons/shared/api';
import type { Profile } from '@commons/shared/domain';
import { Button, notify } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { useUpdateProfile } from '../api/update-profile';
import { editProfileValues } from '../profile-values';
import { Actions, FieldGrid, Note, Panel } from './form-layout';
import { ProfileInput, type ProfileFieldSpec } from './profile-input';

type EditProfileField = keyof EditProfile;

/** The seven fields in the order of PRODUCT_SPEC section 2. */
const fields: ProfileFieldSpec<EditProfileField>[] = [
  { name: 'country', label: 'Country', country: true },
  { name: 'phone', label: 'Mobile Number', type: 'tel', autoComplete: 'tel' },
  { name: 'uidOfResidence', label: 'UID of Residence' },
  { name: 'nationality', label: 'Nationality', country: true },
  { name: 'citizenshipNo', label: 'Citizenship Number' },
  { name: 'education', label: 'Education' },
  { name: 'profession', label: 'Profession', autoComplete: 'organization-title' },
];

/** The fields that hold a stored value: after the first successful update they are locked. */
const savedFields = (values: EditProfile): ReadonlySet<EditProfileField> =>
  new Set(fields.map(({ name }) => name).filter((name) => values[name] !== ''));

/**
 * The edit-profile form: all seven fields are sent together, and once an update has
 * succeeded the fields already saved are disabled (PRODUCT_SPEC section 2). Failures show one
 * toast with the section 8 message for their status.
 */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const stored = useMemo(() => editProfileValues(profile), [profile]);
  const [updatedOnce, setUpdatedOnce] = useState(false);
  const locked = updatedOnce ? savedFields(stored) : new Set<EditProfileField>();
  const form = useForm<EditProfileInput, unknown, EditProfile>({
    resolver: valibotResolver(EditProfileSchema),
    mode: 'onTouched',
    values: stored,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  const update = useUpdateProfile();

  const onSubmit = (details: EditProfile) =>
    update.mutate(
      { individualId: profile.individualId, details },
      {
        onSuccess: (saved) => {
          reset(editProfileValues(saved));
          setUpdatedOnce(true);
          notify.success(profileUpdateMessages.success);
        },
      },
    );

  return (
    <form noValidate aria-label="Edit profile" onSubmit={handleSubmit(onSubmit)}>
      <Panel>
        <FieldGrid>
          {fields.map((spec) => (
            <ProfileInput
              key={spec.name}
              spec={spec}
              form={form}
              error={errors[spec.name]?.message}
              disabled={locked.has(spec.name)}
            />
          ))}
        </FieldGrid>
      </Panel>
      <Actions>
        <Note>
          Your account needs re-approval after a profile update.
          {locked.size > 0 && (
            <>
              {' '}
              Saved details are locked here; you can still change them on your <Link to="/profile">profile</Link>.
            </>
          )}
        </Note>
        <Button type="submit" busy={update.isPending} disabled={locked.size === fields.length}>
          {update.isPending ? 'Updating' : 'Update'}
        </Button>
      </Actions>
    </form>
  );
}
