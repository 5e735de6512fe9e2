import { Button } from '@commons/shared/ui';
import { useState } from 'react';
import { TopUpDialog } from './top-up-dialog';
import { WithdrawalDialog } from './withdrawal-dialog';

type Popup = 'top-up' | 'withdrawal' | null;

/** The buttons that open the top-up and withdrawal popups; one popup at a time. */
export function WalletActions() {
  const [popup, setPopup] = useState<Popup>(null);
  const close = () => setPopup(null);
  return (
    <>
      <Button onClick={() => setPopup('top-up')}>Topup Amount</Button>
      <Button variant="secondary" onClick={() => setPopup('withdrawal')}>
        Request Withdrawal
      </Button>
      {popup === 'top-up' && <TopUpDialog onClose={close} />}
      {popup === 'withdrawal' && <WithdrawalDialog onClose={close} />}
    </>
  );
}
