import { Page, PageTitle } from '@commons/shared/ui';
import styled from 'styled-components';
import { Lead } from '../features/profile/components/form-layout';
import { ProfileLoader } from '../features/profile/components/profile-loader';
import { ChangeEmailPanel } from '../features/security/components/change-email-panel';
import { ChangePasswordPanel } from '../features/security/components/change-password-panel';
import { SignedInBrowsersPanel } from '../features/security/components/signed-in-browsers-panel';
import { TwoFactorPanel } from '../features/security/components/two-factor-panel';

/**
 * The two forms side by side where both fit at a readable width (a desktop), else one under
 * the other; two-factor and the browsers' table below them at the page's width, where the
 * table's dates and buttons need not wrap.
 */
const Forms = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  column-gap: 20px;
  align-items: start;
`;

/**
 * Security (docs/product-rules.md#the-accounts-email-and-password), for the owner and sub-users
 * alike: the sign-in address, the password, two-factor sign-in and the browsers signed in. Default
 * export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function SecurityPage() {
  return (
    <Page>
      <PageTitle>Security</PageTitle>
      <Lead>How you sign in to Carbon Commons.</Lead>
      <ProfileLoader>
        {(profile) => (
          <>
            <Forms>
              <ChangeEmailPanel profile={profile} />
              <ChangePasswordPanel />
            </Forms>
            <TwoFactorPanel profile={profile} />
            <SignedInBrowsersPanel />
          </>
        )}
      </ProfileLoader>
    </Page>
  );
}
