import type { AccountStatus } from '@commons/shared/domain';
import { Button } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import { Actions, Note } from './form-layout';

/**
 * What saving the profile does to the account. An APPROVED account goes back to review: the
 * contract's re-approval note, word for word (docs/product-rules.md#screens). An account under
 * review was perhaps never approved (the server keeps no history to tell), so it is told what gets
 * it approved.
 */
export function statusNote(status: AccountStatus): string {
  return status === 'APPROVED'
    ? 'Your account needs re-approval after a profile update.'
    : 'Completing your profile is what gets your account approved.';
}

/**
 * The foot of a profile form: the note on what an update does to the account, with anything the
 * form adds to it, and the Update button, which reads "Updating" while saving.
 */
export function UpdateActions({
  status,
  busy,
  disabled,
  children,
}: {
  status: AccountStatus;
  busy: boolean;
  disabled: boolean;
  children?: ReactNode;
}) {
  return (
    <Actions>
      <Note>
        {statusNote(status)}
        {children}
      </Note>
      <Button type="submit" busy={busy} disabled={disabled}>
        {busy ? 'Updating' : 'Update'}
      </Button>
    </Actions>
  );
}
