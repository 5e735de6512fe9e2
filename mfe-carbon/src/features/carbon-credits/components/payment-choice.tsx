import { formatCreditorReference } from '@commons/shared/domain';
import type { BankTransferOrder, CreditListing } from '@commons/shared/schemas';
import { useId } from 'react';
import { ChoiceFieldset } from './choice-fieldset';

/** How a purchase is paid: from the wallet at once, or by a bank transfer to the project's provider. */
export type PaymentMethod = 'wallet' | 'transfer';


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
    <ChoiceFieldset>
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
    </ChoiceFieldset>
  );
}
