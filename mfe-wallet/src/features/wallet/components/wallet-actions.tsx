import { useLocation, useNavigate } from '@commons/shared/navigation';
import { Button } from '@commons/shared/ui';
import { useState } from 'react';
import { readTopUpRequest } from '../top-up-request';
import { TopUpDialog } from './top-up-dialog';
import { WithdrawalDialog } from './withdrawal-dialog';

type Popup = 'top-up' | 'withdrawal' | null;

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
      {popup === 'top-up' && <TopUpDialog request={request ?? undefined} onClose={close} />}
      {popup === 'withdrawal' && <WithdrawalDialog onClose={close} />}
    </>
  );
}
