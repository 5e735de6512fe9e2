import {
  formatCreditorReference,
  formatDateTime,
  formatIban,
  formatUsd,
  normalizeCreditorReference,
  orderExpiryDays,
  orderWorkingDays,
} from '@commons/shared/domain';
import type { BankTransferOrder, TransferDetails } from '@commons/shared/schemas';
import { useSession } from '@commons/shared/session';
import styled from 'styled-components';
import { CopyButton } from '../../../components/copy-button';

/**
 * Each detail on its own row, label over value with Copy beside the value: a long IBAN or
 * holder's name wraps at its spaces (or anywhere, if it has none) instead of widening a phone's
 * popup. Copy sits inside the value, since a list of terms holds only terms and values.
 */
const List = styled.dl`
  display: flex;
  flex-direction: column;
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  > div { padding: 8px 12px; }
  > div + div { border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.85rem; }
  dd { display: flex; align-items: center; justify-content: space-between; gap: 12px; margin: 0; }
  dd > span { min-width: 0; font-weight: 600; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
`;

/** The reference stands out: the one detail the provider matches the money by. */
const Reference = styled.span`
  font-size: 1.15rem;
  letter-spacing: 0.04em;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * One detail: what is shown (grouped for reading), what Copy puts on the clipboard (as a bank's
 * form takes it) and how Copy names it to screen readers.
 */
interface Line {
  term: string;
  shown: string;
  copied: string;
  what: string;
}

/** The provider's account as a bank's transfer form asks for it: the IBAN, or a US account and routing number. */
function accountLines(transfer: TransferDetails): Line[] {
  const { account } = transfer;
  const holder = { term: 'Account holder', shown: account.holderName, copied: account.holderName, what: "the account holder's name" };
  const bank = { term: 'Bank', shown: transfer.bankName, copied: transfer.bankName, what: "the bank's name" };
  if (account.kind === 'iban') {
    return [holder, bank, { term: 'IBAN', shown: formatIban(account.iban), copied: account.iban, what: 'the IBAN' }];
  }
  return [
    holder,
    bank,
    { term: 'Account number', shown: account.accountNumber, copied: account.accountNumber, what: 'the account number' },
    { term: 'Routing number', shown: account.routingNumber, copied: account.routingNumber, what: 'the routing number' },
  ];
}

/**
 * What an order is paid with (docs/product-rules.md#bank-transfer-orders): the provider's account,
 * the exact amount and the reference to quote, each with Copy; that the same details were mailed;
 * when the certificate follows and when an unpaid order is cancelled.
 */
export function TransferDetailsView({ order }: { order: BankTransferOrder }) {
  const { transfer } = order;
  // The order's mails go to the account's owner, also when a sub-user placed it (docs/mail.md).
  const mailedTo = useSession().userInfo?.iam === 'ADMIN' ? 'you' : "the account's owner";
  const reference = formatCreditorReference(transfer.reference);
  return (
    <>
      <List aria-label="Transfer details">
        {accountLines(transfer).map((line) => (
          <div key={line.term}>
            <dt>{line.term}</dt>
            <dd>
              <span>{line.shown}</span>
              <CopyButton text={line.copied} what={line.what} />
            </dd>
          </div>
        ))}
        <div>
          <dt>Amount</dt>
          <dd>
            <span>{formatUsd(transfer.amount)}</span>
            <CopyButton text={transfer.amount.toFixed(2)} what="the amount" />
          </dd>
        </div>
        <div>
          <dt>Quote this reference</dt>
          <dd>
            <Reference>{reference}</Reference>
            <CopyButton text={normalizeCreditorReference(reference)} what="the reference" />
          </dd>
        </div>
      </List>
      <Note>
        Quote the reference exactly: it carries a check digit, so a mistyped one is caught before the money is matched. We
        have emailed these details to {mailedTo} too.
      </Note>
      <Note>
        Your certificate follows within {orderWorkingDays} working days of the money arriving. An order still unpaid after{' '}
        {orderExpiryDays} days is cancelled: this one on {formatDateTime(order.expiresAt)}.
      </Note>
    </>
  );
}
