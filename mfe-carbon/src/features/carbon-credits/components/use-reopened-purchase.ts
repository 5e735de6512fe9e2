import { carbonActionFor, checkoutStatuses, purchaseParam } from '@commons/shared/domain';
import { useLocation, useNavigate } from '@commons/shared/navigation';
import type { OperationalData } from '@commons/shared/schemas';
import { useEffect } from 'react';

/**
 * Reopens the Purchasing Credits popup named by `?purchase=<operationalDataId>`: where a paid
 * top-up returns (docs/product-rules.md#money-and-payments). The parameter is taken off the address
 * once read, so a reload or a Back does not reopen it again; a year bought meanwhile is no longer
 * offered and is skipped.
 */
export function useReopenedPurchase(records: OperationalData[] | undefined, open: (record: OperationalData) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const wanted = new URLSearchParams(location.search).get(purchaseParam);

  useEffect(() => {
    if (!wanted || !records) return;
    const record = records.find((candidate) => candidate.operationalDataId === wanted);
    const offered = record && checkoutStatuses.includes(record.status) && carbonActionFor(record, new Date()) === 'checkout';
    if (offered) open(record);
    const search = new URLSearchParams(location.search);
    search.delete(purchaseParam);
    const rest = search.toString();
    // The state goes along: it carries the banner ("Payment Successful") the page arrived with.
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`, { replace: true, state: location.state });
  }, [wanted, records, open, location, navigate]);
}
