import { formatUsd, type WalletRecordType, type WithdrawalStatus } from '@commons/shared/domain';
import styled, { type DefaultTheme } from 'styled-components';

/** A figure that lines up with the ones above and below it. */
export const Figure = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Money in a table cell. */
export const Money = ({ amount }: { amount: number }) => <Figure>{formatUsd(amount)}</Figure>;

/** How the Completed tab names its rows. */
export const recordTypeLabels: Record<WalletRecordType, string> = { TOPUP: 'Top-up', WITHDRAWAL: 'Withdrawal' };

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
