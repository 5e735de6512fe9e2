import styled from 'styled-components';
import { Button } from '@commons/shared/ui';

const Actions = styled.div`
  display: flex;
  gap: 4px;
  white-space: nowrap;
`;

/**
 * The Edit and Delete buttons of one table row. Their names carry the row's name ("Edit Ada
 * Lovelace"), so a screen reader moving through the buttons hears whose they are.
 */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Actions>
      <Button variant="ghost" aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="ghost" aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </Button>
    </Actions>
  );
}
