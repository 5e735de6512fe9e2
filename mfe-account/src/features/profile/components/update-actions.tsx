import type { Profile } from '@commons/shared/domain';
import { accessMessages } from '@commons/shared/domain';
import { Button, ButtonLink } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Actions, Note } from './form-layout';

/** The note once a save got the account approved: green, as a success is. */
const Approved = styled(Note)`
  border-left-color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.successSoft};
`;

/**
 * What saving the profile does to the account, as the server's rule has it (the profile's
 * `reapprovalOnUpdate`, docs/product-rules.md#decisions-the-contract-leaves-open). Where an update
 * sends the account back to review, the contract's re-approval note, word for word
 * (docs/product-rules.md#screens); where it does not (a sub-user, or automatic review of a
 * complete profile), the note does not claim it. An account under review was perhaps never
 * approved (the server keeps no history to tell), so it is told what gets it approved.
 */
export function statusNote({ accountStatus, reapprovalOnUpdate }: Pick<Profile, 'accountStatus' | 'reapprovalOnUpdate'>): string {
  if (accountStatus !== 'APPROVED') return 'Completing your profile is what gets your account approved.';
  return reapprovalOnUpdate
    ? 'Your account needs re-approval after a profile update.'
    : 'Your account stays approved when you update your profile.';
}

/**
 * The foot of a profile form: the note on what an update does to the account, with anything the
 * form adds to it, and the Update button, which reads "Updating" while saving. Once a save got the
 * account approved (`approved`), the note says so, with the next step.
 */
export function UpdateActions({
  profile,
  approved = false,
  busy,
  disabled,
  children,
}: {
  profile: Pick<Profile, 'accountStatus' | 'reapprovalOnUpdate'>;
  approved?: boolean;
  busy: boolean;
  disabled: boolean;
  children?: ReactNode;
}) {
  return (
    <Actions>
      {approved ? (
        <Approved role="status">
          {accessMessages.approved} <ButtonLink to="/wizard">Record your first year</ButtonLink>
        </Approved>
      ) : (
        <Note>
          {statusNote(profile)}
          {children}
        </Note>
      )}
      <Button type="submit" busy={busy} disabled={disabled}>
        {busy ? 'Updating' : 'Update'}
      </Button>
    </Actions>
  );
}
