import { Link } from '@commons/shared/navigation';
import { Page, PageTitle } from '@commons/shared/ui';
import { DocumentsPanel } from '../features/documents/components/documents-panel';
import { Lead } from '../features/profile/components/form-layout';
import { ProfileDetailsForm } from '../features/profile/components/profile-details-form';
import { ProfileLoader } from '../features/profile/components/profile-loader';
import { BeneficiaryPanel } from '../features/public-page/components/beneficiary-panel';
import { PublicPagePanel } from '../features/public-page/components/public-page-panel';

/**
 * Profile (docs/product-rules.md#screens): the nine profile fields and Update, then the owner's
 * identity documents, public impact page and the name its certificates' public views show. It links to Edit Profile, which its guard admits
 * whoever this one admits (the same rule). Default export because the host loads it with
 * `loadRemote` into `React.lazy`.
 */
export default function ProfilePage() {
  return (
    <Page>
      <PageTitle>Profile</PageTitle>
      <Lead>
        Keep your details up to date. They are checked when your account is reviewed. Only a few details
        missing? <Link to="/edit-profile">Complete them on Edit Profile</Link>.
      </Lead>
      <ProfileLoader>
        {(profile) => (
          <>
            <ProfileDetailsForm profile={profile} />
            {/* The owner's alone: sub-users reach this screen with PROFILE but never the owner's documents or public page. */}
            {profile.iam === 'ADMIN' && <DocumentsPanel reapprovalOnUpdate={profile.reapprovalOnUpdate} />}
            {profile.iam === 'ADMIN' && <PublicPagePanel />}
            {profile.iam === 'ADMIN' && <BeneficiaryPanel />}
          </>
        )}
      </ProfileLoader>
    </Page>
  );
}
