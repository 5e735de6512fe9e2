import { Button, Stack } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

const Refusal = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

export interface ConfirmDialogProps {
  /** Names exactly what will happen: "Disable Rhea Release", "Roll back wallet from 1.4.0 to 1.3.2". */
  title: string;
  /** What follows from it, read as the dialog's description. */
  description: ReactNode;
  /** The confirm button's words, and its words while the change is sent when they differ. */
  confirm: string;
  busyConfirm?: string;
  danger?: boolean;
  /** Whether the change is being sent: the confirm button is busy and Cancel waits for it. */
  busy: boolean;
  /** The server's refusal, shown word for word; the dialog stays open with it. */
  refusal: string | null | undefined;
  wide?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  /** The fields the change asks for: its reason, the code of the app, what it picks. */
  children: ReactNode;
}

/**
 * The frame of every console confirmation that changes something: its title and consequence,
 * its fields, the server's refusal as sent, Cancel, and a confirm button that cannot send twice.
 */
export function ConfirmDialog({ title, description, confirm, busyConfirm, danger = false, busy, refusal, wide, onSubmit, onClose, children }: ConfirmDialogProps) {
  return (
    <Modal title={title} description={description} onClose={onClose} wide={wide}>
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <Stack>
          {children}
          {refusal && <Refusal role="alert">{refusal}</Refusal>}
          <Buttons>
            <Button variant="secondary" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy}>
              {busy && busyConfirm ? busyConfirm : confirm}
            </Button>
          </Buttons>
        </Stack>
      </form>
    </Modal>
  );
}
