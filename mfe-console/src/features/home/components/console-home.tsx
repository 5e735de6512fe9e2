import { consoleLoginPath, staffRoleLabels } from '@commons/shared/domain';
import { useNavigate } from '@commons/shared/navigation';
import { useConsoleSession, useConsoleSignOut } from '@commons/shared/query';
import type { ConsoleSession } from '@commons/shared/schemas';
import { Button, Card, PageTitle, Stack } from '@commons/shared/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { Facts } from '../../../components/facts';
import { roleDuties } from '../role-duties';

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
`;

const Duties = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  li + li { margin-top: 6px; }
`;

/** A moment as the person's browser tells time: `29 Nov 2026, 20:15`. */
const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Who is signed in, their role and what it does in the console, and when the session ends. */
export function ConsoleHome({ session }: { session: ConsoleSession }) {
  const navigate = useNavigate();
  const toSignIn = useCallback(() => navigate(consoleLoginPath, { replace: true, state: { success: 'You have signed out of the console' } }), [navigate]);
  const { signOut, busy } = useConsoleSignOut(toSignIn);
  const { staff, idleMinutes, expiresAt } = session;
  return (
    <Stack $gap={20}>
      <PageTitle>Console</PageTitle>
      <Card aria-labelledby="signed-in-heading">
        <Heading id="signed-in-heading">Signed in</Heading>
        <Facts>
          <dt>Name</dt>
          <dd>{staff.name}</dd>
          <dt>Email</dt>
          <dd>{staff.email}</dd>
          <dt>Role</dt>
          <dd>{staffRoleLabels[staff.role]}</dd>
          <dt>Session</dt>
          <dd>
            Ends after {idleMinutes} minutes without activity, and at {when(expiresAt)} at the latest.
          </dd>
        </Facts>
      </Card>
      <Card aria-labelledby="role-heading">
        <Heading id="role-heading">What your role does in the console</Heading>
        <Duties>
          {roleDuties(staff).map((duty) => (
            <li key={duty}>{duty}</li>
          ))}
        </Duties>
      </Card>
      <div>
        <Button type="button" variant="secondary" busy={busy} onClick={() => void signOut()}>
          Sign out
        </Button>
      </div>
    </Stack>
  );
}

/** The console's home from the session the host's staff guard has just confirmed. */
export function ConsoleHomeFromSession() {
  const { data } = useConsoleSession();
  return data ? <ConsoleHome session={data} /> : null;
}
