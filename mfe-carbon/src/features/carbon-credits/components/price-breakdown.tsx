import type { ListingPrices } from '@commons/shared/domain';
import { VisuallyHidden } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { formatTonnes, priceBreakdown } from './purchase-figures';

const YouPay = styled.p`
  margin: 0;
  font-size: 1.35rem;
  font-weight: 700;
`;

const Charges = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

const Breakdown = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption { text-align: left; color: ${({ theme }) => theme.colors.muted}; padding-bottom: 4px; }
  th, td { padding: 6px 0; text-align: right; border-top: 1px solid ${({ theme }) => theme.colors.border}; }
  th:first-child { text-align: left; }
  thead th { border-top: 0; color: ${({ theme }) => theme.colors.muted}; font-weight: 500; }
  tbody th { font-weight: 500; }
  tbody tr:last-child { font-weight: 700; }
  tbody tr:last-child th { font-weight: 700; }
  th + th, td { padding-left: 12px; }
`;

/**
 * "You pay $410.40" before Confirm, then how it splits into credits and the marketplace mark-up,
 * per tonne and for the whole quantity: the same figures the wallet's Checkout history shows
 * afterwards; then what the FAQ and the conditions of use say of charges.
 */
export function PriceBreakdown({ prices, quantity }: { prices: ListingPrices; quantity: number }) {
  const { youPay, lines } = priceBreakdown(prices, quantity);
  return (
    <>
      <YouPay>You pay {youPay}</YouPay>
      <Breakdown aria-label="Price breakdown">
        <caption>{formatTonnes(quantity)} of carbon credits</caption>
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>Item</VisuallyHidden>
            </th>
            <th scope="col">Per tonne</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.term}>
              <th scope="row">{line.term}</th>
              <td>{line.perTonne}</td>
              <td>{line.total}</td>
            </tr>
          ))}
        </tbody>
      </Breakdown>
      <Charges>
        The marketplace mark-up is the only charge on top of the credits: there is no account or subscription charge, and card
        payments carry no extra charge.
      </Charges>
    </>
  );
}
