import { Page, PageTitle } from '@commons/shared/ui';
import { EditProfileForm } from '../features/profile/components/edit-profile-form';
import { Lead } from '../features/profile/components/form-layout';
import { ProfileLoader } from '../features/profile/components/profile-loader';

/**
 * Edit Profile (PRODUCT_SPEC section 2): country, mobile number, UID of residence,
 * nationality, citizenship number, education and profession.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function EditProfilePage() {
  return (
    <Page>
      <PageTitle>Edit Profile</PageTitle>
      <Lead>Complete the details we need to review your account.</Lead>
      <ProfileLoader>{(profile) => <EditProfileForm profile={profile} />}</ProfileLoader>
    </Page>
  );
}
