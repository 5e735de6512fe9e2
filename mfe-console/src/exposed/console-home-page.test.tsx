import { consoleQueryKeys } from '@commons/shared/api';
import { createQueryClient } from '@commons/shared/query';
import type { ConsoleSession } from '@commons/shared/schemas';
import { fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorSession } from '../test/console-fixtures';
import ConsoleHomePage from './console-home-page';

/** The home page as the host's staff guard leaves it: the session already asked for. */
function renderHome(session: ConsoleSession) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(consoleQueryKeys.session, session);
  return renderPage(<ConsoleHomePage />, { path: '/console', queryClient });
}

describe('ConsoleHomePage', () => {
  it('should say who is signed in, the role and what it does, and when the session ends', () => {
    fakeApi(() => jsonReply(operatorSession));
    renderHome(operatorSession);
    expect(screen.getByRole('heading', { name: 'Console', level: 1 })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Signed in' });
    expect(facts).toHaveTextContent('Olive Operator');
    expect(facts).toHaveTextContent('ops@example.org');
    expect(facts).toHaveTextContent('Operator');
    expect(facts).toHaveTextContent(/Ends after 15 minutes without activity, and at .*2026.* at the latest/);
    expect(screen.getByRole('region', { name: 'What your role does in the console' })).toHaveTextContent(/Invites staff members/);
  });

  it("should name a provider's projects and its screens", () => {
    fakeApi(() => jsonReply(operatorSession));
    renderHome({ ...operatorSession, staff: { ...operatorSession.staff, role: 'provider', projects: ['GS2443', 'GS1011'] } });
    const duties = screen.getByRole('region', { name: 'What your role does in the console' });
    expect(duties).toHaveTextContent('Your projects: GS2443, GS1011.');
    expect(duties).toHaveTextContent(/Bank transfers: finds the orders paid by bank transfer by their reference/);
    expect(duties).toHaveTextContent(/Transfer details: sets the bank account/);
  });

  it('should sign out on the server, forget the session and go to the console sign-in', async () => {
    const api = fakeApi((call) => (call.method === 'DELETE' ? new Response(null, { status: 204 }) : jsonReply(operatorSession)));
    const { queryClient } = renderHome(operatorSession);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByLabelText('destination')).toHaveTextContent('/console/login');
    expect(api.sent.filter((call) => call.method === 'DELETE')).toEqual([expect.objectContaining({ path: '/api/console/session' })]);
    expect(queryClient.getQueryData(consoleQueryKeys.session)).toBeUndefined();
  });
});
