import { StatusScreen } from '../features/account-status/components/status-screen';

/**
 * Suspended (PRODUCT_SPEC section 2).
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function SuspendedPage() {
  return (
    <StatusScreen
      icon="pause"
      tone="danger"
      title="Your account has been suspended"
      message="Contact us if you have questions about your account."
    />
  );
}
