import type { AccountStatus } from '@commons/shared/domain';
import { Page, PageTitle } from '@commons/shared/ui';
import { EditProfileForm } from '../features/profile/components/edit-profile-form';
import { Lead } from '../features/profile/components/form-layout';
import { ProfileLoader } from '../features/profile/components/profile-loader';

/** The line under the title: review is what an account under review waits for, not an approved one. */
const leads: Partial<Record<AccountStatus, string>> = {
  REVIEWING: 'Complete the details we need to review your account.',
  APPROVED: 'Add any details your profile is still missing.',
};

/**
 * Edit Profile (docs/product-rules.md#screens): country, mobile number, UID of residence,
 * nationality, citizenship number, education and profession.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function EditProfilePage() {
  return (
    <Page>
      <PageTitle>Edit Profile</PageTitle>
      <ProfileLoader>
        {(profile) => (
          <>
            <Lead>{leads[profile.accountStatus] ?? leads.APPROVED}</Lead>
            <EditProfileForm profile={profile} />
          </>
        )}
      </ProfileLoader>
    </Page>
  );
}
