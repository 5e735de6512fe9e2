import styled from 'styled-components';

/** The strip under the navbar that holds a signed-in notice (the address to confirm, the password to change). */
export const NoticeArea = styled.div`
  padding: 16px 20px 0;
`;

/** A notice: its text, and an action beside it when there is room. */
export const NoticeBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  max-width: calc(${({ theme }) => theme.layout.contentWidth} - 40px);
  margin: 0 auto;
  padding: 10px 12px 10px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  p { margin: 0; flex: 1 1 280px; }
`;
