import { ProfileFormSchema, type ProfileField, type ProfileForm } from '@commons/shared';
import { profileUpdateMessages } from '@commons/shared/api';
import type { Profile } from '@commons/shared/domain';
import { notify } from '@commons/shared/ui';
import { useMemo, useState } from 'react';
import { useUpdateProfileDetails } from '../api/update-profile-details';
import { changedFields, profileFormValues } from '../profile-values';
import { useProfileForm } from '../use-profile-form';
import { Panel, PanelTitle } from './form-layout';
import { ProfileFields } from './profile-fields';
import type { ProfileFieldSpec } from './profile-input';
import { UpdateActions } from './update-actions';

/** The profile's fields in the contract's order (docs/product-rules.md#screens). */
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
 * cleared and the stored profile (and its account status) is refreshed; a save that got the
 * account approved says so, with the next step.
 */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const stored = useMemo(() => profileFormValues(profile), [profile]);
  const form = useProfileForm(ProfileFormSchema, stored);
  const { dirtyFields, isDirty } = form.formState;
  const update = useUpdateProfileDetails();
  const [approved, setApproved] = useState(false);

  const onSubmit = (values: ProfileForm) => {
    const before = profile.accountStatus;
    setApproved(false);
    update.send(changedFields(values, dirtyFields), {
      onSuccess: (saved) => {
        form.reset(profileFormValues(saved));
        notify.success(profileUpdateMessages.success);
        setApproved(before !== 'APPROVED' && saved.accountStatus === 'APPROVED');
      },
    });
  };

  return (
    <form noValidate aria-label="Profile" onSubmit={form.handleSubmit(onSubmit)}>
      <Panel aria-labelledby="profile-details">
        <PanelTitle id="profile-details">Personal details</PanelTitle>
        <ProfileFields fields={fields} form={form} />
      </Panel>
      <UpdateActions profile={profile} approved={approved} busy={update.busy} disabled={!isDirty} />
    </form>
  );
}
