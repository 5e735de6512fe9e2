import { sessionActions } from '@commons/shared/session';
import { approvedUser, fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NotificationsPage from './notifications-page';

const preferencesPath = 'user/individual/notification-preferences';
const allOn = { withdrawals: true, 'account-status': true, documents: true, 'operational-data': true };

describe('NotificationsPage', () => {
  afterEach(() => sessionActions.clear());

  function serve() {
    let stored = { ...allOn };
    return fakeApi(({ method, path, body }) => {
      if (path === preferencesPath && method === 'PUT') stored = { ...stored, ...(body as object) };
      if (path === preferencesPath) return jsonReply(stored);
      if (path.endsWith('/my-profile')) return jsonReply(approvedUser);
      return jsonReply({ message: 'unexpected' }, 500);
    });
  }

  it('should show a switch per notice kind, and say receipts are always sent', async () => {
    sessionActions.signIn(approvedUser);
    serve();
    renderPage(<NotificationsPage />);
    for (const name of ['Withdrawal requested and decided', 'Account approved, rejected or suspended', 'Identity document accepted or rejected', 'Operational data approved']) {
      expect(await screen.findByRole('switch', { name })).toBeChecked();
    }
    expect(screen.getByText(/Receipts are always sent/)).toBeInTheDocument();
  });

  it('should save a switch as it is flipped, sending that kind alone', async () => {
    sessionActions.signIn(approvedUser);
    const api = serve();
    const toasts = watchToasts();
    renderPage(<NotificationsPage />);
    await userEvent.click(await screen.findByRole('switch', { name: 'Identity document accepted or rejected' }));
    await waitFor(() => expect(toasts.showing()).toContain('Identity document accepted or rejected: emails turned off'));
    expect(api.callsTo(preferencesPath).filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ documents: false }]);
    expect(screen.getByRole('switch', { name: 'Identity document accepted or rejected' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Withdrawal requested and decided' })).toBeChecked();
  });
});
