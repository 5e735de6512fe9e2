import { renderPage } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';

const renderDialog = (props: { busy?: boolean; refusal?: string | null }) => {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClose = vi.fn();
  renderPage(
    <ConfirmDialog title="Disable Rhea" description="Rhea can no longer sign in." confirm="Disable Rhea" busyConfirm="Disabling" danger busy={props.busy ?? false} refusal={props.refusal} onSubmit={onSubmit} onClose={onClose}>
      <input aria-label="Reason" />
    </ConfirmDialog>,
  );
  return { onSubmit, onClose };
};

describe('ConfirmDialog', () => {
  it('should name the change, send on confirm and close on Cancel', async () => {
    const { onSubmit, onClose } = renderDialog({});
    expect(screen.getByRole('dialog', { name: 'Disable Rhea' })).toHaveTextContent('Rhea can no longer sign in.');
    await userEvent.click(screen.getByRole('button', { name: 'Disable Rhea' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("should show the server's refusal as sent, and hold both buttons while sending", () => {
    renderDialog({ busy: true, refusal: 'Rhea is already disabled' });
    expect(screen.getByRole('alert')).toHaveTextContent('Rhea is already disabled');
    expect(screen.getByRole('button', { name: 'Disabling' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
