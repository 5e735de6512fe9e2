import { Page, PageTitle } from '@commons/shared/ui';
import { Lead } from '../features/profile/components/form-layout';
import { ProfileDetailsForm } from '../features/profile/components/profile-details-form';
import { ProfileLoader } from '../features/profile/components/profile-loader';

/**
 * Profile (PRODUCT_SPEC section 2): the nine profile fields, the documents note and Update.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function ProfilePage() {
  return (
    <Page>
      <PageTitle>Profile</PageTitle>
      <Lead>Keep your details up to date. They are checked when your account is reviewed.</Lead>
      <ProfileLoader>{(profile) => <ProfileDetailsForm profile={profile} />}</ProfileLoader>
    </Page>
  );
}
