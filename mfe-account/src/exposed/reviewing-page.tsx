import { StatusScreen } from '../features/account-status/components/status-screen';

/**
 * Reviewing (PRODUCT_SPEC section 2). The profile stays open to a REVIEWING account, so the
 * screen offers it. Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function ReviewingPage() {
  return (
    <StatusScreen
      icon="clock"
      tone="info"
      title="Your account is being reviewed."
      message="Please wait until your account is approved."
      action={{ to: '/profile', label: 'Review Profile' }}
    />
  );
}
