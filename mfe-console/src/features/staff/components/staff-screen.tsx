import { Card, PageTitle, Stack } from '@commons/shared/ui';
import styled from 'styled-components';
import { RecoveryRequests } from './recovery-requests';
import { StaffList } from './staff-list';

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
`;

/**
 * The operator's Staff screen (docs/operations.md#staff): staff members and their access, and
 * customers' lost-second-factor requests. Every change asks for the current code of the
 * operator's own app, as its endpoint does.
 */
export function StaffScreen() {
  return (
    <Stack $gap={20}>
      <PageTitle>Staff</PageTitle>
      <Card aria-labelledby="staff-members-heading">
        <Heading id="staff-members-heading">Staff members</Heading>
        <StaffList />
      </Card>
      <Card aria-labelledby="recovery-requests-heading">
        <Heading id="recovery-requests-heading">Lost second factor: customers&apos; requests</Heading>
        <RecoveryRequests />
      </Card>
    </Stack>
  );
}
