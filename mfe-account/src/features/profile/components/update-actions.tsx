import { Button } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import { Actions, Note } from './form-layout';

/**
 * The foot of a profile form: the re-approval note (PRODUCT_SPEC section 2), with anything the
 * form adds to it, and the Update button, which reads "Updating" while saving.
 */
export function UpdateActions({ busy, disabled, children }: { busy: boolean; disabled: boolean; children?: ReactNode }) {
  return (
    <Actions>
      <Note>
        Your account needs re-approval after a profile update.
        {children}
      </Note>
      <Button type="submit" busy={busy} disabled={disabled}>
        {busy ? 'Updating' : 'Update'}
      </Button>
    </Actions>
  );
}
