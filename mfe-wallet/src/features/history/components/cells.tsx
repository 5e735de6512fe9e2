import { formatUsd, type WithdrawalStatus } from '@commons/shared/domain';
import styled, { type DefaultTheme } from 'styled-components';

/** A figure that lines up with the ones above and below it. */
export const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Money in a table cell. */
export const Money = ({ amount }: { amount: number }) => <Figure>{formatUsd(amount)}</Figure>;

/** Which way an amount moved the balance. */
export type Direction = 'in' | 'out';

const SignedFigure = styled(Figure)<{ $direction: Direction }>`
  color: ${({ theme, $direction }) => ($direction === 'in' ? theme.colors.success : 'inherit')};
  font-weight: 600;
`;

/** Money in as "+$25.00", money out as "−$30.00" (a withdrawal must not read like a credit). */
export const formatSignedUsd = (amount: number, direction: Direction): string =>
  `${direction === 'in' ? '+' : '\u2212'}${formatUsd(Math.abs(amount))}`;

/** A signed amount in a table cell; money in is green. */
export const SignedMoney = ({ amount, direction }: { amount: number; direction: Direction }) => (
  <SignedFigure $direction={direction}>{formatSignedUsd(amount, direction)}</SignedFigure>
);

/** How the Completed tab names its rows, by the API's type code. */
const recordTypeLabels: Partial<Record<string, string>> = {
  TOPUP: 'Top-up',
  WITHDRAWAL: 'Withdrawal',
  WITHDRAWAL_CANCELLED: 'Withdrawal cancelled',
  WITHDRAWAL_REVERSAL: 'Withdrawal cancelled',
};

/**
 * A row type in words. A code this version does not know yet (the API may add some) reads as
 * words too, "SOME_NEW_KIND" as "Some new kind", never as the bare code.
 */
export function recordTypeLabel(type: string): string {
  const known = recordTypeLabels[type];
  if (known) return known;
  const words = type.toLowerCase().replace(/[_-]+/g, ' ').trim();
  return words ? `${words.charAt(0).toUpperCase()}${words.slice(1)}` : 'Other';
}

const statusLabels: Record<WithdrawalStatus, string> = {
  PENDING: 'Pending',
  COMPLETED: 'Completed',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

const tones = (theme: DefaultTheme): Record<WithdrawalStatus, { fg: string; bg: string }> => ({
  PENDING: { fg: theme.colors.info, bg: theme.colors.infoSoft },
  COMPLETED: { fg: theme.colors.success, bg: theme.colors.successSoft },
  REJECTED: { fg: theme.colors.danger, bg: theme.colors.dangerSoft },
  CANCELLED: { fg: theme.colors.muted, bg: theme.colors.background },
});

/** A status this version does not know yet shows as it is, in the neutral tone. */
const toneOf = (theme: DefaultTheme, status: WithdrawalStatus) => tones(theme)[status] ?? tones(theme).COMPLETED;

const Pill = styled.span<{ $status: WithdrawalStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $status }) => toneOf(theme, $status).fg};
  background: ${({ theme, $status }) => toneOf(theme, $status).bg};
`;

/** A withdrawal request's status as a coloured label: pending blue, completed green, rejected red, cancelled grey. */
export const StatusPill = ({ status }: { status: WithdrawalStatus }) => (
  <Pill $status={status}>{statusLabels[status] ?? status}</Pill>
);
