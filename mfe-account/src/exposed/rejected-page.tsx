import { StatusScreen } from '../features/account-status/components/status-screen';

/**
 * Rejected (docs/product-rules.md#screens).
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function RejectedPage() {
  return (
    <StatusScreen
      icon="cross"
      tone="danger"
      title="Your account has been rejected"
      message="Contact us if you have questions about this decision."
    />
  );
}
