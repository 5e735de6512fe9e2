import { formatCreditorReference } from '@commons/shared/domain';
import type { BankTransferOrder, CreditListing } from '@commons/shared/schemas';
import { useId } from 'react';
import styled from 'styled-components';

/** How a purchase is paid: from the wallet at once, or by a bank transfer to the project's provider. */
export type PaymentMethod = 'wallet' | 'transfer';

const Choice = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
  legend { font-weight: 600; padding: 0; margin-bottom: 4px; }
  label { display: flex; gap: 8px; align-items: baseline; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; font-size: 0.9rem; }
`;

/** Why the chosen project cannot be paid by transfer: its provider has given no account to pay into. */
export const noTransferText = "This project's provider takes no bank transfers: pay from the wallet, or choose another project.";

/** Why a year with an unpaid order takes no second one (docs/product-rules.md#bank-transfer-orders). */
export const openOrderText = (order: BankTransferOrder): string =>
  `${order.year} has an unpaid bank-transfer order already (${formatCreditorReference(order.reference)}): another can be placed once it is paid or cancelled.`;

/** Why the year cannot be ordered by transfer now, or undefined when it can. */
export function noTransferReason(listing: CreditListing, openOrder: BankTransferOrder | undefined): string | undefined {
  if (openOrder) return openOrderText(openOrder);
  return listing.bankTransfer ? undefined : noTransferText;
}

/**
 * The payment of the same year, project and quantity (docs/product-rules.md#bank-transfer-orders):
 * the wallet, or a bank transfer when the listing's project takes them and the year has no unpaid
 * order; otherwise a line says why (`noTransferReason`).
 */
export function PaymentChoice({ reason, method, onMethod }: {
  reason: string | undefined;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
}) {
  const why = useId();
  return (
    <Choice>
      <legend>Payment</legend>
      <label>
        <input type="radio" name="payment" checked={method === 'wallet'} onChange={() => onMethod('wallet')} />
        <span>Pay from wallet</span>
      </label>
      <label>
        <input
          type="radio"
          name="payment"
          checked={method === 'transfer'}
          disabled={reason !== undefined}
          aria-describedby={reason === undefined ? undefined : why}
          onChange={() => onMethod('transfer')}
        />
        <span>Pay by bank transfer</span>
      </label>
      {reason === undefined ? (
        <p>The tonnes are held for you at once; you pay the project&apos;s provider from your bank.</p>
      ) : (
        <p id={why}>{reason}</p>
      )}
    </Choice>
  );
}
