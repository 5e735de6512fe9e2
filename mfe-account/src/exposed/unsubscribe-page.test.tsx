import { fakeApi, jsonReply, renderPage } from '@commons/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UnsubscribePage from './unsubscribe-page';

const label = 'Withdrawal requested and decided';

describe('UnsubscribePage', () => {
  it("should stop the link's kind once, say which, and turn it back on", async () => {
    const api = fakeApi(({ path }) =>
      jsonReply({ kind: 'withdrawals', label, enabled: path === 'mail/resubscribe' }),
    );
    renderPage(<UnsubscribePage />, { path: '/unsubscribe?token=abc.def', route: '/unsubscribe' });
    const said = (text: string) => (_: string, element: Element | null) => element?.tagName === 'P' && element.textContent === text;
    expect(await screen.findByText(said(`You will no longer get ${label} emails.`))).toHaveAttribute('role', 'status');
    expect(api.callsTo('mail/unsubscribe')).toEqual([expect.objectContaining({ method: 'POST', query: { token: 'abc.def' } })]);
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/notifications');

    await userEvent.click(screen.getByRole('button', { name: 'Turn these emails back on' }));
    expect(await screen.findByText(/emails are on again/, { selector: 'p' })).toBeInTheDocument();
    expect(api.callsTo('mail/resubscribe')).toHaveLength(1);
  });

  it('should say a refused link is not valid and point to Notifications', async () => {
    fakeApi(() => jsonReply({ message: 'This unsubscribe link is not valid' }, 400));
    renderPage(<UnsubscribePage />, { path: '/unsubscribe?token=bad.link', route: '/unsubscribe' });
    expect(await screen.findByText(/This unsubscribe link is not valid/, { selector: 'p' })).toBeInTheDocument();
  });
});
