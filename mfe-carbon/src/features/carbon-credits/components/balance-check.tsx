import { centsToUsd, formatUsd, purchaseParam, topUpHref, usdToCents, wholeUsdCovering } from '@commons/shared/domain';
import { useLocation, type NavigationLocation } from '@commons/shared/navigation';
import { ButtonLink } from '@commons/shared/ui';
import { Notice } from '../../../components/notice';


/** Whether `balance` pays `cost`, compared in cents so that no float error refuses an exact sum. */
export const canPay = (balance: number, cost: number): boolean => usdToCents(balance) >= usdToCents(cost);

/** What a top-up must add for `balance` to pay `cost`, in whole USD (top-ups are integers >= 1). */
export const shortfallUsd = (balance: number, cost: number): number =>
  wholeUsdCovering(usdToCents(cost) - usdToCents(balance));

/** This page's address with the purchase of `operationalDataId` to reopen once the top-up is paid. */
export function purchaseReturnPath(location: Pick<NavigationLocation, 'pathname' | 'search'>, operationalDataId: string): string {
  const search = new URLSearchParams(location.search);
  search.set(purchaseParam, operationalDataId);
  return `${location.pathname}?${search.toString()}`;
}

/**
 * The wallet balance against what the purchase costs; when it falls short, the wallet's top-up
 * form with the shortfall filled in, which comes back to this purchase once paid (the server
 * refuses a short purchase anyway, changing nothing).
 */
export function BalanceCheck({ balance, cost, purchase }: { balance: number; cost: number; purchase: string }) {
  const location = useLocation();
  const enough = canPay(balance, cost);
  return (
    <Notice $tone={enough ? 'success' : 'danger'} role={enough ? undefined : 'alert'}>
      <span>
        Wallet balance: {formatUsd(balance)}.{' '}
        {enough
          ? 'Enough for this purchase.'
          : `Not enough for this purchase: ${formatUsd(centsToUsd(usdToCents(cost) - usdToCents(balance)))} short.`}
      </span>
      {!enough && (
        <ButtonLink to={topUpHref(shortfallUsd(balance, cost), purchaseReturnPath(location, purchase))} variant="secondary">
          Top Up Wallet
        </ButtonLink>
      )}
    </Notice>
  );
}
