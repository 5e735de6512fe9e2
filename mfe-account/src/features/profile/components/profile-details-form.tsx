import {
  ProfileFormSchema,
  type ProfileField,
  type ProfileForm,
  type ProfileFormInput,
} from '@commons/shared';
import { profileUpdateMessages } from '@commons/shared/api';
import type { Profile } from '@commons/shared/domain';
import { Button, notify } from '@commons/shared/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdateProfileDetails } from '../api/update-profile-details';
import { changedFields, profileFormValues } from '../profile-values';
import { DocumentsPanel } from './documents-panel';
import { Actions, FieldGrid, Note, Panel, PanelTitle } from './form-layout';
import { ProfileInput, type ProfileFieldSpec } from './profile-input';

/** The profile's fields in the order of PRODUCT_SPEC section 2. */
const fields: ProfileFieldSpec<ProfileField>[] = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', country: true },
  { name: 'education', label: 'Education' },
  { name: 'profession', label: 'Profession', autoComplete: 'organization-title' },
  { name: 'nationality', label: 'Nationality', country: true },
  { name: 'citizenshipNo', label: 'Citizenship No.' },
  { name: 'uidOfResidence', label: 'UID of Residence' },
];

/**
 * The profile form. It starts from the stored profile and follows it when it is refetched,
 * keeping what the user is editing; Update sends only the edited fields and stays disabled
 * while saving or while nothing differs from the stored profile. After a save the edits are
 * cleared and the stored profile (and its account status) is refreshed.
 */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const stored = useMemo(() => profileFormValues(profile), [profile]);
  const form = useForm<ProfileFormInput, unknown, ProfileForm>({
    resolver: valibotResolver(ProfileFormSchema),
    mode: 'onTouched',
    values: stored,
    resetOptions: { keepDirtyValues: true },
  });
  const {
    handleSubmit,
    reset,
    formState: { errors, dirtyFields, isDirty },
  } = form;
  const update = useUpdateProfileDetails();

  const onSubmit = (values: ProfileForm) =>
    update.mutate(changedFields(values, dirtyFields), {
      onSuccess: (saved) => {
        reset(profileFormValues(saved));
        notify.success(profileUpdateMessages.success);
      },
    });

  return (
    <form noValidate aria-label="Profile" onSubmit={handleSubmit(onSubmit)}>
      <Panel aria-labelledby="profile-details">
        <PanelTitle id="profile-details">Personal details</PanelTitle>
        <FieldGrid>
          {fields.map((spec) => (
            <ProfileInput key={spec.name} spec={spec} form={form} error={errors[spec.name]?.message} />
          ))}
        </FieldGrid>
      </Panel>
      <DocumentsPanel />
      <Actions>
        <Note>Your account needs re-approval after a profile update.</Note>
        <Button type="submit" busy={update.isPending} disabled={!isDirty}>
          {update.isPending ? 'Updating' : 'Update'}
        </Button>
      </Actions>
    </form>
  );
}
