import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { sessionActions } from '@commons/shared/session';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { RegisterForm } from '../features/auth/components/register-form';

/**
 * The sign-up screen. A visitor who arrives already holding a signed-in session goes to the
 * dashboard (PRODUCT_SPEC section 4). The check is made on arrival only: signing up here
 * stores a session too, and that user must reach the profile, not the dashboard.
 * Default export for `loadRemote` and `React.lazy`.
 */
export default function RegisterPage() {
  const [arrivedSignedIn] = useState(() => sessionActions.get().userInfo !== null);
  if (arrivedSignedIn) return <Navigate to="/dashboard" replace />;
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
