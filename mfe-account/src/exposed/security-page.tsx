import { Page, PageTitle } from '@commons/shared/ui';
import styled from 'styled-components';
import { Lead } from '../features/profile/components/form-layout';
import { ProfileLoader } from '../features/profile/components/profile-loader';
import { ChangeEmailPanel } from '../features/security/components/change-email-panel';
import { ChangePasswordPanel } from '../features/security/components/change-password-panel';
import { SignedInBrowsersPanel } from '../features/security/components/signed-in-browsers-panel';
import { TwoFactorPanel } from '../features/security/components/two-factor-panel';

/** The panels one under the other, whatever the width: each is a form of its own. */
const Column = styled.div`
  display: flex;
  flex-direction: column;
  max-width: 640px;
`;

/**
 * Security (issue 31), for the owner and sub-users alike: the sign-in address, the password,
 * two-factor sign-in and the browsers signed in.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function SecurityPage() {
  return (
    <Page>
      <PageTitle>Security</PageTitle>
      <Lead>How you sign in to Carbon Commons.</Lead>
      <ProfileLoader>
        {(profile) => (
          <Column>
            <ChangeEmailPanel profile={profile} />
            <ChangePasswordPanel />
            <TwoFactorPanel />
            <SignedInBrowsersPanel />
          </Column>
        )}
      </ProfileLoader>
    </Page>
  );
}
