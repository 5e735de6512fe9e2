import styled from 'styled-components';

const Refusal = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

/** The server's refusal of a change, word for word, inside its dialog. */
export function ServerRefusal({ error }: { error: Error | null }) {
  return error ? <Refusal role="alert">{error.message}</Refusal> : null;
}

/** The dialog's buttons: cancel, and the one that sends. */
export const DialogButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 10px;
`;
