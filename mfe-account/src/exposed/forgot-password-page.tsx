import { Link } from '@commons/shared/navigation';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { ForgotPasswordForm } from '../features/password-reset/components/forgot-password-form';

/**
 * Forgot password (docs/product-rules.md#the-accounts-email-and-password), reached from login.
 * Default export for `loadRemote` and `React.lazy`.
 */
export default function ForgotPasswordPage() {
  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter the email you sign in with, and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to="/login">Log in</Link>
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
