import styled from 'styled-components';
import { Button } from '@commons/shared/ui';
import { Modal } from './modal';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

/**
 * The confirmation of a delete, named by what goes ("Delete Ada Lovelace?"), with what it
 * means under it. It stays open while the delete runs and when the server refuses it: the
 * refusal is an error toast, and the owner decides what to do next.
 */
export function ConfirmDeleteDialog({ name, consequence, busy, onConfirm, onClose }: {
  name: string;
  consequence: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={`Delete ${name}?`} description={consequence} onClose={onClose}>
      <Buttons>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="danger" busy={busy} onClick={onConfirm}>
          Delete
        </Button>
      </Buttons>
    </Modal>
  );
}
