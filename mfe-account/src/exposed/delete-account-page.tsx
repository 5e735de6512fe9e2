import { formerMemberLabel } from '@commons/shared/domain';
import { Link, useLocation } from '@commons/shared/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { sessionActions } from '@commons/shared/session';
import { Button, Stack } from '@commons/shared/ui';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { useConfirmAccountDeletion } from '../features/your-data/api/your-data';

/**
 * The mailed confirmation of an account's deletion (`/delete-account?token=`). Following the
 * link only opens this page: the erasure waits for the button, so a mail scanner that opens
 * links deletes nothing. Public: the token is the proof, in whichever browser reads the mail.
 */
export default function DeleteAccountPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const confirm = useConfirmAccountDeletion();
  const queryClient = useQueryClient();
  if (confirm.isSuccess) {
    return (
      <AuthLayout title="Your account is deleted" subtitle="Thank you for offsetting with us." footer={<Link to="/">Back to the start</Link>}>
        <p>
          Your personal data is erased and every browser is signed out. Your retirements stay in the registry under &ldquo;
          {formerMemberLabel}&rdquo;.
        </p>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      title="Delete your account"
      subtitle="This cannot be undone."
      footer={<Link to="/your-data">Keep my account</Link>}
    >
      <Stack>
        <p>
          Your name, email, phone, profile, identity documents and your sub-users&apos; logins are erased, and every browser is
          signed out. Your purchases and retirements stay, anonymised.
        </p>
        <Button
          block
          variant="danger"
          busy={confirm.busy}
          disabled={token === ''}
          onClick={() =>
            confirm.send(token, {
              onSuccess: () => {
                // This browser's session ended with the account.
                sessionActions.clear();
                queryClient.clear();
              },
            })
          }
        >
          Delete My Account for Good
        </Button>
      </Stack>
    </AuthLayout>
  );
}
