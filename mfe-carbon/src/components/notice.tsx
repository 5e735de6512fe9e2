import styled from 'styled-components';

/** How a notice reads: a done or sufficient state, or a problem to act on. */
export type NoticeTone = 'success' | 'danger';

/** A coloured line of state with its way onward (a button or link) on the right, wrapping on phones. */
export const Notice = styled.div<{ $tone: NoticeTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.successSoft : theme.colors.dangerSoft)};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
  font-weight: 600;
`;
