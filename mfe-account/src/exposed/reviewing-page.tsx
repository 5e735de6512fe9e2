import { StatusScreen } from '../features/account-status/components/status-screen';

/**
 * Reviewing (docs/product-rules.md#screens), with what gets an account approved, since the
 * contract's text alone does not say: a complete profile, all nine fields. It links to the profile,
 * not Edit Profile, because Edit Profile has no City field and so cannot complete one. The profile
 * stays open to a REVIEWING account. Default export because the host loads it with `loadRemote`
 * into `React.lazy`.
 */
export default function ReviewingPage() {
  return (
    <StatusScreen
      icon="clock"
      tone="info"
      title="Your account is being reviewed."
      message="Please wait until your account is approved."
      action={{ to: '/profile', label: 'Complete Profile' }}
    >
      <p>Completing your profile is what gets your account approved: once every field of it is filled in, we check it and approve the account.</p>
    </StatusScreen>
  );
}
