import { Link } from '@commons/shared/navigation';
import { AboutSite } from '../features/auth/components/about-site';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { LoginForm } from '../features/auth/components/login-form';

/**
 * The login screen (also the landing page), with a few lines on what the site does beside it.
 * Default export for `loadRemote` and `React.lazy`.
 */
export default function LoginPage() {
  return (
    <AuthLayout
      title="Login"
      subtitle="Welcome back. Sign in to track and offset your footprint."
      footer={
        <>
          New to Carbon Commons? <Link to="/register">Sign up</Link>
        </>
      }
      aside={<AboutSite />}
    >
      <LoginForm />
    </AuthLayout>
  );
}
