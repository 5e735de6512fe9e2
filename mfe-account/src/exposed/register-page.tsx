import { Link } from '@commons/shared/navigation';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { RegisterForm } from '../features/auth/components/register-form';

/**
 * The sign-up screen. Sending a visitor who already holds a session to the dashboard
 * (docs/product-rules.md#states-and-transitions) is the host's `guest` guard; a remote page never
 * redirects on its own (docs/architecture.md#rules-of-the-house). Default export for `loadRemote`
 * and `React.lazy`.
 */
export default function RegisterPage() {
  return (
    <AuthLayout
      title="Sign Up"
      subtitle="Create your account to measure, reduce and offset your footprint."
      footer={
        <>
          Already have an account? <Link to="/login">Login</Link>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
