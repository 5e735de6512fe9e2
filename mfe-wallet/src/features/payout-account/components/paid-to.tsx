import { utcMinute } from '@commons/shared/domain';
import { Button } from '@commons/shared/ui';
import styled from 'styled-components';
import { useIsOwner, usePayoutAccount } from '../api/get-payout-account';

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  /* Apart from the amount's label below, as the form's own fields are apart. */
  margin-bottom: 16px;
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * Where a withdrawal goes, in the withdrawal popup: "Paid to: IBAN ending 4300 (Ada Lovelace)"
 * with a way to set or change it, and while a change is under 24 hours old, when requests open.
 * A sub-user is told it goes to the owner's account, which only the owner sees.
 */
export function PaidTo({ onChange }: { onChange: () => void }) {
  const owner = useIsOwner();
  const payout = usePayoutAccount();
  if (!owner) return <p>Paid to the account owner's payout account.</p>;
  if (!payout.data) return null;
  const { account, holdUntil } = payout.data;
  return (
    <Box role="group" aria-label="Where the money goes">
      <div>
        <p>{account ? `Paid to: ${account.label} (${account.holderName})` : 'No payout account yet: add one to withdraw.'}</p>
        {holdUntil && <p role="note">Changed recently: withdrawals open at {utcMinute(new Date(holdUntil))}.</p>}
      </div>
      <Button variant="secondary" onClick={onChange}>
        {account ? 'Change' : 'Add Payout Account'}
      </Button>
    </Box>
  );
}
