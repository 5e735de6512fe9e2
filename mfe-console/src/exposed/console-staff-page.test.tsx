import { consoleQueryKeys } from '@commons/shared/api';
import { createQueryClient } from '@commons/shared/query';
import { fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorSession, recoveryPage, staffPage } from '../test/console-fixtures';
import ConsoleStaffPage from './console-staff-page';

/** The lists as the server pages them; every change answers with `change(call)`. */
function serve(change: (call: SentCall) => Response = () => jsonReply({})) {
  return fakeApi((call) => {
    if (call.method !== 'GET') return change(call);
    if (call.path === '/api/console/staff') return jsonReply(staffPage);
    if (call.path === '/api/console/recovery-requests') return jsonReply(recoveryPage);
    return jsonReply(operatorSession);
  });
}

function renderStaff() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(consoleQueryKeys.session, operatorSession);
  return renderPage(<ConsoleStaffPage />, { path: '/console/staff', queryClient });
}

describe('ConsoleStaffPage', () => {
  it('should show the members and the waiting requests from the server, paged there', async () => {
    const api = serve();
    renderStaff();
    expect(screen.getByRole('heading', { name: 'Staff', level: 1 })).toBeInTheDocument();
    const members = await screen.findByRole('table', { name: 'Staff members' });
    expect(within(members).getByText('Rhea Release')).toBeInTheDocument();
    expect(within(members).getByText('Release engineer')).toBeInTheDocument();
    expect(within(members).getAllByText('Enrolled')).toHaveLength(2);
    expect(within(members).getByText('You')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Olive Operator' })).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Recovery requests waiting' })).toHaveTextContent('Cara Customer (cara@example.com)');
    expect(api.sent.find((call) => call.path === '/api/console/staff')?.query).toEqual({});

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'disabled');
    const lastQuery = () => api.sent.filter((call) => call.path === '/api/console/staff').at(-1)?.query;
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'disabled' }));
  });

  it('should sort by a header and search by email or name on the server, keeping both in the address', async () => {
    const api = serve();
    renderStaff();
    const lastQuery = () => api.sent.filter((call) => call.path === '/api/console/staff').at(-1)?.query;
    const members = await screen.findByRole('table', { name: 'Staff members' });
    expect(within(members).getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(members).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'name', order: 'asc' }));
    await userEvent.click(within(await screen.findByRole('table', { name: 'Staff members' })).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'name', order: 'desc' }));
    expect(within(await screen.findByRole('table', { name: 'Staff members' })).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.type(screen.getByRole('searchbox', { name: /Email or name/ }), ' rhea ');
    await userEvent.click(within(screen.getByRole('search', { name: 'Search the staff' })).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery()).toEqual({ sort: 'name', order: 'desc', q: 'rhea' }));
  });

  it('should disable a member with the reason and the code of the operator\'s app, naming them', async () => {
    const api = serve(() => jsonReply({ email: 'rel@example.org' }));
    const toasts = watchToasts();
    renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Rhea Release' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Rhea Release' });
    expect(dialog).toHaveTextContent('Rhea Release (rel@example.org) can no longer sign in to the console');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable Rhea Release' }));
    expect(within(dialog).getByText('A reason is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Code is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Left the team');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable Rhea Release' }));
    await waitFor(() => expect(toasts.showing()).toContain('Rhea Release is disabled'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const sent = api.sent.filter((call) => call.method === 'POST');
    expect(sent).toEqual([
      expect.objectContaining({ path: '/api/console/staff/disable', consoleCode: '123456', body: { email: 'rel@example.org', reason: 'Left the team' } }),
    ]);
  });

  it("should show the server's refusal in the dialog as sent", async () => {
    serve(() => jsonReply({ message: 'Enter the current code from your app to confirm' }, 403));
    renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Reset second factor of Rhea Release' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the second factor of Rhea Release' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Lost phone');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset the second factor of Rhea Release' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Enter the current code from your app to confirm');
  });

  it('should invite with the projects of a provider and the code', async () => {
    const api = serve(() => jsonReply({ email: 'pia@example.org', role: 'provider', expiresAt: '2026-12-06T10:00:00.000Z' }, 201));
    const toasts = watchToasts();
    renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite a staff member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'pia@example.org');
    await userEvent.type(within(dialog).getByLabelText('Full name'), 'Pia Provider');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'provider');
    await userEvent.type(within(dialog).getByLabelText('Projects', { exact: false }), 'GS1, GS2');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '111222');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(toasts.showing().join()).toMatch(/Invited pia@example.org/));
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        path: '/api/console/staff',
        consoleCode: '111222',
        body: { email: 'pia@example.org', name: 'Pia Provider', role: 'provider', projects: ['GS1', 'GS2'] },
      }),
    ]);
  });

  it('should approve a recovery request after the identity check the page reminds of', async () => {
    const { requestId } = recoveryPage.requests[0]!;
    const api = serve(() => jsonReply({ requestId, email: 'cara@example.com', status: 'APPROVED' }));
    const toasts = watchToasts();
    renderStaff();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the request of cara@example.com' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the request of cara@example.com' });
    expect(dialog).toHaveTextContent(/Check who asks first, by a channel the request did not come through/);
    await userEvent.type(within(dialog).getByLabelText('How you checked who asks'), 'Called the number on file');
    await userEvent.type(within(dialog).getByLabelText('Code from your authenticator app'), '333444');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve for cara@example.com' }));
    await waitFor(() => expect(toasts.showing()).toContain('Two-factor sign-in is off for cara@example.com'));
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: `/api/console/recovery-requests/${requestId}/approve`, consoleCode: '333444', body: { check: 'Called the number on file' } }),
    ]);
  });
});
