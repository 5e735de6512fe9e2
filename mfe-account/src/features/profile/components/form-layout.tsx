import { Card } from '@commons/shared/ui';
import styled from 'styled-components';

/** The muted line under a profile screen's title. */
export const Lead = styled.p`
  margin: -8px 0 24px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A panel of the profile screens, stacked with even spacing. */
export const Panel = styled(Card)`
  margin-bottom: 20px;
`;

/** The panel's heading. */
export const PanelTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 1.1rem;
`;

/** Fields in two columns on wide screens, one on narrow ones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
  gap: 18px 24px;
`;

/** An informative note: blue edge on a pale blue ground. */
export const Note = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

/** The form's note and its submit button, side by side where there is room. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  ${Note} {
    flex: 1 1 320px;
  }
`;

/** A paragraph of a panel. */
export const PanelText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
