import { Spinner } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { lazy, Suspense } from 'react';

// The payout account's form (IBAN and routing-number checks, the password and code fields) is
// opened by few visits: imported dynamically, it comes with the first Payout Account, not with
// every cold load of the wallet (its JavaScript budget, e2e/tests/budgets.spec.ts).
const PayoutAccountDialog = lazy(() => import('./payout-account-dialog').then((module) => ({ default: module.PayoutAccountDialog })));

/** The payout account popup, with its frame and a spinner while its form loads. */
export function LazyPayoutAccountDialog({ onClose }: { onClose: () => void }) {
  return (
    <Suspense
      fallback={
        <Modal title="Payout Account" description="Where your withdrawals are paid." onClose={onClose}>
          <Spinner label="Loading" />
        </Modal>
      }
    >
      <PayoutAccountDialog onClose={onClose} />
    </Suspense>
  );
}
