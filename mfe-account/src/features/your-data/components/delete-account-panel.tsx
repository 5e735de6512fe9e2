import { accountDeletionLinkMinutes, formerMemberLabel } from '@commons/shared/domain';
import { Button, Stack } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Note, Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { useAccountDeletionCheck, useRequestAccountDeletion } from '../api/your-data';

/** The refusal, apart from the text above it. */
const Refusal = styled(Note)`
  margin-top: 16px;
`;

/**
 * Delete the account: asked here, confirmed from the mailed link. The server refuses, with the
 * reason, while the wallet holds money or a withdrawal waits: the panel asks first and says so
 * instead of offering the dialog. A refusal that comes anyway (money moved since) is shown here,
 * not as a toast, so it stays on the page.
 */
export function DeleteAccountPanel() {
  const [asking, setAsking] = useState(false);
  const check = useAccountDeletionCheck();
  const refusal = check.data?.refusal ?? null;
  const deletion = useRequestAccountDeletion();
  const close = () => setAsking(false);
  return (
    <Panel aria-labelledby="your-data-delete">
      <PanelTitle id="your-data-delete">Delete your account</PanelTitle>
      <PanelText>
        Erases your name, email, phone, profile, identity documents and your sub-users&apos; logins, and signs every browser out.
        Your purchases and retirements stay in the registry, anonymised: a certificate&apos;s verification page names
        &ldquo;{formerMemberLabel}&rdquo;. Withdraw your wallet balance first. We mail you a link to confirm; it works once, for{' '}
        {accountDeletionLinkMinutes} minutes.
      </PanelText>
      {refusal && <Refusal role="alert">Your account cannot be deleted yet. {refusal}.</Refusal>}
      <p>
        <Button variant="danger" disabled={Boolean(refusal) || check.isPending} onClick={() => setAsking(true)}>
          Delete My Account
        </Button>
      </p>
      {deletion.data && (
        <Note role="status">
          We mailed a confirmation link to {deletion.data.mailedTo}. Your account is deleted only when you follow it.
        </Note>
      )}
      {deletion.error && deletion.error.message !== refusal && <Note role="alert">{deletion.error.message}</Note>}
      {asking && (
        <Modal title="Delete your account?" onClose={close}>
          <Stack>
            <p>We will mail you a link; following it erases your account for good.</p>
            <Button block variant="danger" busy={deletion.busy} onClick={() => deletion.send(undefined, { onSettled: close })}>
              Mail Me the Link
            </Button>
            <Button block variant="secondary" onClick={close}>
              Cancel
            </Button>
          </Stack>
        </Modal>
      )}
    </Panel>
  );
}
