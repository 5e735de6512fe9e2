import { isApiError } from '@commons/shared/api';
import { consoleLoginPath, staffRoleLabels } from '@commons/shared/domain';
import { useLocation, useNavigate } from '@commons/shared/navigation';
import { LoadFailed, Spinner } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ConsolePanel } from '../components/console-panel';
import { useInvitation } from '../features/invitation/api/get-invitation';
import { InvitationForm } from '../features/invitation/components/invitation-form';
import { RecoveryCodes } from '../features/invitation/components/recovery-codes';

/** What the API says of an unknown, used or expired invitation, and of a link without a token. */
export const invalidInvitation = 'This invitation is not valid any more: ask an operator for a new one';

const Invalid = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: 8px;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
`;

const tokenOf = (search: string) => new URLSearchParams(search).get('token') ?? '';

/** An invitation found: the form, then (accepted) the recovery codes, then on to sign in. */
function Accepting({ token }: { token: string }) {
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { data, error } = invitation;
  if (codes && data) {
    return (
      <ConsolePanel wide title="Save your recovery codes" subtitle={`Signed up as ${data.email}.`}>
        <RecoveryCodes email={data.email} codes={codes} onDone={() => navigate(consoleLoginPath, { replace: true, state: { success: 'Your console access is ready: sign in' } })} />
      </ConsolePanel>
    );
  }
  if (error && isApiError(error) && error.status === 404) return <InvalidInvitation />;
  if (error) {
    return (
      <ConsolePanel title="Your invitation" subtitle="Staff access to the Carbon Commons console.">
        <LoadFailed onRetry={() => void invitation.refetch()}>Your invitation could not be loaded.</LoadFailed>
      </ConsolePanel>
    );
  }
  if (!data) return <Spinner label="Loading your invitation" fill />;
  return (
    <ConsolePanel wide title={`Welcome, ${data.name}`} subtitle={`You are invited to the console as ${staffRoleLabels[data.role]}, signing in as ${data.email}.`}>
      <InvitationForm token={token} invitation={data} onAccepted={setCodes} />
    </ConsolePanel>
  );
}

function InvalidInvitation() {
  return (
    <ConsolePanel title="Your invitation" subtitle="Staff access to the Carbon Commons console.">
      <Invalid role="alert">{invalidInvitation}</Invalid>
    </ConsolePanel>
  );
}

/**
 * `/console/invite?token=...`, the mailed invitation's link (docs/architecture.md, "The
 * console"): a password, the authenticator (required, no way round it), the recovery codes.
 */
export default function ConsoleInvitePage() {
  const token = tokenOf(useLocation().search);
  return token ? <Accepting token={token} /> : <InvalidInvitation />;
}
