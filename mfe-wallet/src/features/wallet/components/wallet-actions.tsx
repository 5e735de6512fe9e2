import { useLocation, useNavigate } from '@commons/shared/navigation';
import { Button } from '@commons/shared/ui';
import { useState } from 'react';
import { useIsOwner } from '../../payout-account/api/get-payout-account';
import { LazyPayoutAccountDialog } from '../../payout-account/components/lazy-payout-account-dialog';
import { readTopUpRequest } from '../top-up-request';
import { TopUpDialog } from './top-up-dialog';
import { WithdrawalDialog } from './withdrawal-dialog';

type Popup = 'top-up' | 'withdrawal' | 'payout-account' | null;

/**
 * The buttons that open the top-up and withdrawal popups; one popup at a time. An address such
 * as `/wallet?topUp=45&returnTo=...` opens the top-up at once with that amount;
 * closing it takes the request off the address so a reload does not reopen it.
 */
export function WalletActions() {
  const location = useLocation();
  const navigate = useNavigate();
  const [request, setRequest] = useState(() => readTopUpRequest(location.search));
  const [popup, setPopup] = useState<Popup>(request ? 'top-up' : null);
  // The payout account opened from the withdrawal popup returns to it once saved or closed.
  const [payoutFrom, setPayoutFrom] = useState<Popup>(null);
  const owner = useIsOwner();
  const openPayout = (from: Popup) => {
    setPayoutFrom(from);
    setPopup('payout-account');
  };
  const close = () => {
    setPopup(null);
    setRequest(null);
    if (location.search) navigate(location.pathname, { replace: true });
  };
  return (
    <>
      <Button onClick={() => setPopup('top-up')}>Top Up</Button>
      <Button variant="secondary" onClick={() => setPopup('withdrawal')}>
        Request Withdrawal
      </Button>
      {owner && (
        <Button variant="secondary" onClick={() => openPayout(null)}>
          Payout Account
        </Button>
      )}
      {popup === 'top-up' && <TopUpDialog request={request ?? undefined} onClose={close} />}
      {popup === 'withdrawal' && <WithdrawalDialog onClose={close} onPayoutAccount={() => openPayout('withdrawal')} />}
      {popup === 'payout-account' && <LazyPayoutAccountDialog onClose={() => setPopup(payoutFrom)} />}
    </>
  );
}
