import { Link, useLocation } from '@commons/shared/navigation';
import { brokenLinkMessage } from '@commons/shared/schemas';
import styled from 'styled-components';
import { AuthLayout } from '../features/auth/components/auth-layout';
import { ResetPasswordForm } from '../features/password-reset/components/reset-password-form';
import { linkTokenOf } from '../features/password-reset/link-token';

const Broken = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The page a reset link opens (`/reset-password?token=`). Default export for `loadRemote` and
 * `React.lazy`.
 */
export default function ResetPasswordPage() {
  const token = linkTokenOf(useLocation().search);
  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="At least 12 characters, not a common password. Setting it signs your account out of every browser."
      footer={
        <>
          Link expired? <Link to="/forgot-password">Ask for a new one</Link>
        </>
      }
    >
      {token ? <ResetPasswordForm token={token} /> : <Broken role="alert">{brokenLinkMessage}</Broken>}
    </AuthLayout>
  );
}
