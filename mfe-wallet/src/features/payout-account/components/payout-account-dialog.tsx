import { useFormToasts } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { usePayoutAccount } from '../api/get-payout-account';
import { useSetPayoutAccount } from '../api/set-payout-account';
import { PayoutAccountForm } from './payout-account-form';

const Note = styled.p`
  margin: 0 0 16px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Sets or changes where withdrawals are paid. The server refuses a wrong password or code with a
 * toast of the popup's own; a saved account closes the popup.
 */
export function PayoutAccountDialog({ onClose }: { onClose: () => void }) {
  const save = useSetPayoutAccount();
  const toasts = useFormToasts();
  // The server's hold (PAYOUT_ACCOUNT_HOLD_HOURS), read with the account the page already shows.
  const holdHours = usePayoutAccount().data?.holdHours;
  return (
    <Modal title="Payout Account" description="Where your withdrawals are paid." onClose={onClose}>
      <Note>
        A new or changed account is told to you by email, and withdrawals to it open{' '}
        {holdHours === undefined ? 'a while' : holdHours === 0 ? 'at once' : `${holdHours} ${holdHours === 1 ? 'hour' : 'hours'}`} later.
        Requests already made keep their account.
      </Note>
      <PayoutAccountForm
        busy={save.busy}
        onSubmit={(body) => {
          toasts.clear();
          save.send(body, { onSuccess: onClose, onError: toasts.adopt });
        }}
      />
    </Modal>
  );
}
