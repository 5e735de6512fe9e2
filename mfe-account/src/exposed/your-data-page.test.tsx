import type { DataExport } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, signedUpUser, watchToasts } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import YourDataPage from './your-data-page';

const exportsPath = 'user/individual/data-exports';

const ready: DataExport = {
  exportId: '0b6f1f4e-2a7b-4c55-9a66-1d2b3c4d5e6f',
  state: 'READY',
  requestedAt: '2026-11-20T10:00:00.000Z',
  readyAt: '2026-11-20T10:00:05.000Z',
  expiresAt: '2026-11-21T10:00:05.000Z',
  size: 1024,
};

describe('YourDataPage', () => {
  beforeEach(() => sessionActions.signIn(signedUpUser));

  it('should ask for an export and list it as being prepared', async () => {
    let exports: DataExport[] = [ready];
    const api = fakeApi(({ method, path }) => {
      if (method === 'GET' && path === exportsPath) return jsonReply({ exports });
      if (method === 'POST' && path === exportsPath) {
        exports = [{ ...ready, exportId: '1c7f1f4e-2a7b-4c55-9a66-1d2b3c4d5e6f', state: 'PENDING', readyAt: null, expiresAt: null, size: null }, ready];
        return jsonReply(exports[0], 202);
      }
      return jsonReply({ message: 'unexpected' }, 500);
    });
    const toasts = watchToasts();
    renderPage(<YourDataPage />, { path: '/your-data' });
    const list = await screen.findByRole('list', { name: 'Your exports' });
    expect(within(list).getByText(/Mailed; the link works until/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(toasts.showing()).toContainEqual(expect.stringContaining('We are preparing your data')));
    expect(await screen.findByText('Being prepared')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Being Prepared' })).toBeDisabled();
    expect(api.callsTo(exportsPath).filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('should show the refusal of an export past the day\'s limit on the page only, with when the next is allowed', async () => {
    const refusal = 'You can ask for 3 exports a day; you can ask for the next at 2026-11-21 10:00 UTC';
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path === exportsPath) return jsonReply({ exports: [ready] });
      if (method === 'POST' && path === exportsPath) return jsonReply({ message: refusal }, 429);
      if (method === 'GET' && path === 'user/individual/account-deletion') return jsonReply({ refusal: null });
      return jsonReply({ message: 'unexpected' }, 500);
    });
    const toasts = watchToasts();
    renderPage(<YourDataPage />, { path: '/your-data' });
    await userEvent.click(await screen.findByRole('button', { name: 'Export My Data' }));
    const panel = screen.getByRole('region', { name: 'Export your data' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(refusal);
    // Shown once: on the page, not again as a toast.
    expect(toasts.showing()).toEqual([]);
  });

  it('should show the refusal of a deletion that comes anyway (money moved since the check), on the page only', async () => {
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path === exportsPath) return jsonReply({ exports: [] });
      if (method === 'GET' && path === 'user/individual/account-deletion') return jsonReply({ refusal: null });
      if (path === 'user/individual/account-deletion') return jsonReply({ message: 'Your wallet still holds $25.00; withdraw it first' }, 409);
      return jsonReply({ message: 'unexpected' }, 500);
    });
    const toasts = watchToasts();
    renderPage(<YourDataPage />, { path: '/your-data' });
    const button = await screen.findByRole('button', { name: 'Delete My Account' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mail Me the Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your wallet still holds $25.00; withdraw it first');
    expect(toasts.showing()).toEqual([]);
  });

  it('should say a deletion is refused, and why, before any dialog opens', async () => {
    const api = fakeApi(({ method, path }) => {
      if (method === 'GET' && path === exportsPath) return jsonReply({ exports: [] });
      if (method === 'GET' && path === 'user/individual/account-deletion') {
        return jsonReply({ refusal: 'A withdrawal of $25.00 is still pending; wait for its decision or cancel it first' });
      }
      return jsonReply({ message: 'unexpected' }, 500);
    });
    renderPage(<YourDataPage />, { path: '/your-data' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account cannot be deleted yet. A withdrawal of $25.00 is still pending; wait for its decision or cancel it first.',
    );
    const button = screen.getByRole('button', { name: 'Delete My Account' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('user/individual/account-deletion').filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('should open the dialog when nothing stands in the way of a deletion', async () => {
    fakeApi(({ method, path }) => {
      if (method === 'GET' && path === exportsPath) return jsonReply({ exports: [] });
      if (method === 'GET' && path === 'user/individual/account-deletion') return jsonReply({ refusal: null });
      return jsonReply({ message: 'unexpected' }, 500);
    });
    renderPage(<YourDataPage />, { path: '/your-data' });
    const button = await screen.findByRole('button', { name: 'Delete My Account' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should offer the download when opened from the mailed link', async () => {
    fakeApi(({ method, path }) => (method === 'GET' && path === exportsPath ? jsonReply({ exports: [ready] }) : jsonReply({ message: 'unexpected' }, 500)));
    renderPage(<YourDataPage />, { path: `/your-data?download=${'A'.repeat(43)}`, route: '/your-data' });
    expect(await screen.findByRole('heading', { name: 'Your data is ready' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download ZIP' })).toBeInTheDocument();
  });
});
