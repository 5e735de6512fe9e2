import styled from 'styled-components';

const Chip = styled.span`
  display: inline-block;
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid #b54708;
  background: #fef6e7;
  color: #93370d;
  font-size: 0.8rem;
  font-weight: 700;
  white-space: nowrap;
`;

/** Marks a sample project shipped with the code, so nobody takes it for a real offer. */
export function SampleChip({ children = 'Sample' }: { children?: string }) {
  return <Chip>{children}</Chip>;
}
