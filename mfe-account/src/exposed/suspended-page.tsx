import { useSession } from '@commons/shared/session';
import { StatusScreen } from '../features/account-status/components/status-screen';

/**
 * Suspended (docs/product-rules.md#screens). A sub-user is suspended by the account owner, who
 * alone can reinstate them, so the screen sends them to the owner rather than to us. Default export
 * because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function SuspendedPage() {
  const subUser = useSession().userInfo?.iam === 'SUB_USER';
  if (subUser) {
    return (
      <StatusScreen
        icon="pause"
        tone="danger"
        title="Your account has been suspended"
        message="Your account owner suspended it, and only they can reinstate it: ask them, not our support."
        contactUs={false}
      />
    );
  }
  return (
    <StatusScreen
      icon="pause"
      tone="danger"
      title="Your account has been suspended"
      message="Contact us if you have questions about your account."
    />
  );
}
