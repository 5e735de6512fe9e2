import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from '@commons/shared/ui';
import { Modal } from './modal';
import { withTheme } from '../testing/with-theme';

function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add Family Member</Button>
      {open && (
        <Modal title="Add Family Member" description="Who lives with you" onClose={() => setOpen(false)}>
          <input aria-label="Member Name" />
          <button type="button">Save</button>
        </Modal>
      )}
    </>
  );
}

async function openModal() {
  render(<Screen />, { wrapper: withTheme });
  await userEvent.click(screen.getByRole('button', { name: 'Add Family Member' }));
  return screen.getByRole('dialog', { name: 'Add Family Member' });
}

describe('Modal', () => {
  it('should open as a named, described modal dialog with focus on its first field', async () => {
    const dialog = await openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Who lives with you');
    expect(screen.getByLabelText('Member Name')).toHaveFocus();
  });

  it('should close on Escape and give focus back to the opener', async () => {
    await openModal();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Family Member' })).toHaveFocus();
  });

  it('should close from its close button', async () => {
    await openModal();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should keep Tab inside the dialog', async () => {
    await openModal();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
