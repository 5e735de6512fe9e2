import { formatIban } from '@commons/shared/domain';
import type { BankAccount, QueuedWithdrawal } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import styled from 'styled-components';
import { useShowWithdrawalAccount } from '../api/show-withdrawal-account';

const Box = styled.div`
  display: grid;
  gap: 6px;
  justify-items: start;
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 2px 12px;
    margin: 0;
  }
  dd {
    margin: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

/** One term and its value, laid out in the list's two columns. */
const Row = styled.div`
  display: contents;
`;

/** The details a payout is typed into the bank with. */
const detailsOf = (account: BankAccount): Array<[string, string]> =>
  account.kind === 'iban'
    ? [['Holder', account.holderName], ['IBAN', formatIban(account.iban)]]
    : [['Holder', account.holderName], ['Account number', account.accountNumber], ['Routing number', account.routingNumber]];

/**
 * Where the request is paid: masked, with "Show account" to read it in full for the payout.
 * Each reading is audited with the member's name, as the button's hint says.
 */
export function AccountReveal({ request }: { request: QueuedWithdrawal }) {
  const show = useShowWithdrawalAccount();
  if (!request.paidTo) return <p>Paid to: no payout account was kept with this request.</p>;
  return (
    <Box>
      <p>Paid to: {request.paidTo}</p>
      {show.data ? (
        <dl aria-label="Payout account">
          {detailsOf(show.data.account).map(([term, value]) => (
            <Row key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Row>
          ))}
        </dl>
      ) : (
        <Button variant="secondary" busy={show.busy} onClick={() => show.send(request.requestId)}>
          Show account
        </Button>
      )}
      {!show.data && <p>Showing the full account is written to the audit with your name.</p>}
      {show.error && <p role="alert">{show.error.message}</p>}
    </Box>
  );
}
