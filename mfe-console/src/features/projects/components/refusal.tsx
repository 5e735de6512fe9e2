import styled from 'styled-components';

/** A refusal, shown as the server (or the file check) worded it; long file names wrap. */
export const Refusal = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
  white-space: pre-wrap;
`;
