import type { OutboxEntry, OutboxMail } from '@commons/shared/schemas';
import { fakeApi, jsonReply, renderPage, watchToasts, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MailPage from './mail-page';

const outboxPath = '/api/console/mail';

const entry = (n: number, subject: string): OutboxEntry => ({
  mailId: `00000000-0000-4000-8000-00000000000${n}`,
  to: `person${n}@example.org`,
  subject,
  state: n === 1 ? 'failed' : 'sent',
  createdAt: '2026-11-20T10:00:00.000Z',
  attempts: n === 1 ? 5 : 1,
});

const receipt = entry(1, 'Your withdrawal was decided');
const shown = (mail: OutboxEntry): OutboxMail => ({
  ...mail,
  from: 'Commons <hello@commons.test>',
  messageId: `<${mail.mailId}@carbon-commons.mail>`,
  category: 'withdrawal',
  sentAt: null,
  lastError: 'connection refused',
  attachments: [],
  unsubscribeUrl: null,
  text: 'Hello <img src=x onerror=alert(1)>\nOpen: https://commons.test/wallet',
  links: ['https://commons.test/wallet'],
});

/** An outbox of two mails (none for a search for "nobody"); a resend answers as `resendReply` says. */
function consoleApi(resendReply?: (call: SentCall) => Response) {
  const rows = [receipt, entry(2, 'Welcome')];
  return fakeApi((call) => {
    if (call.path === outboxPath) {
      const mails = call.query.q === 'nobody' ? [] : rows;
      return jsonReply({ mails, page: Number(call.query.page ?? '1'), limit: 10, total: call.query.q === 'nobody' ? 0 : 12 });
    }
    if (call.path.endsWith('/resend')) return resendReply ? resendReply(call) : jsonReply({ ...receipt, mailId: '00000000-0000-4000-8000-000000000009', state: 'queued', attempts: 0 });
    const mail = rows.find((row) => call.path === `${outboxPath}/${row.mailId}`);
    return mail ? jsonReply(shown(mail)) : jsonReply({ message: 'No mail has this id' }, 404);
  });
}

async function openOutbox(path = '/console/mail', caption = 'All mail') {
  renderPage(<MailPage />, { path });
  return screen.findByRole('region', { name: caption });
}

async function openResend() {
  await userEvent.click(await screen.findByRole('button', { name: 'View “Your withdrawal was decided” to person1@example.org' }));
  const view = await screen.findByRole('dialog', { name: 'Your withdrawal was decided' });
  await userEvent.click(await within(view).findByRole('button', { name: 'Resend…' }));
  return screen.getByRole('dialog', { name: 'Resend mail' });
}

describe('MailPage', () => {
  it('should list the outbox as the server pages it, and search by address on the server', async () => {
    const api = consoleApi();
    const table = await openOutbox();
    expect(screen.getByRole('heading', { name: 'Mail', level: 1 })).toBeInTheDocument();
    const row = (await within(table).findByText('person1@example.org')).closest('tr')!;
    expect(row).toHaveTextContent('Your withdrawal was decided');
    expect(row).toHaveTextContent('failed');
    expect(row).toHaveTextContent('5');
    expect(api.callsTo(outboxPath)).toEqual([expect.objectContaining({ method: 'GET', query: {} })]);
    expect(screen.getByText('Page 1 of 2 (12 in all)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(api.callsTo(outboxPath).at(-1)?.query).toEqual({ page: '2' }));

    await userEvent.type(screen.getByLabelText('Address'), ' nobody ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const empty = await screen.findByRole('region', { name: 'Mail to addresses containing nobody' });
    expect(await within(empty).findByText('No mail matches these filters')).toBeInTheDocument();
    // A new search starts again at page 1.
    expect(api.callsTo(outboxPath).at(-1)?.query).toEqual({ q: 'nobody' });
  });

  it('should sort by a header and filter by status on the server, from and into the address', async () => {
    const api = consoleApi();
    const table = await openOutbox('/console/mail?state=failed&q=person', 'Mail to addresses containing person');
    expect(await within(table).findByText('person1@example.org')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /When/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Attempts/ })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByLabelText('Status')).toHaveValue('failed');
    await userEvent.click(within(table).getByRole('button', { name: /Attempts/ }));
    await waitFor(() => expect(api.callsTo(outboxPath).at(-1)?.query).toEqual({ state: 'failed', q: 'person', sort: 'attempts', order: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: /Attempts/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(table).getByRole('button', { name: /Attempts/ }));
    await waitFor(() => expect(api.callsTo(outboxPath).at(-1)?.query).toMatchObject({ sort: 'attempts', order: 'desc' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'sent');
    await waitFor(() => expect(api.callsTo(outboxPath).at(-1)?.query).toEqual({ state: 'sent', q: 'person', sort: 'attempts', order: 'desc' }));
    expect(api.callsTo(outboxPath)[0]?.query).toEqual({ state: 'failed', q: 'person' });
  });

  it('should show one mail as text, never as HTML, with its links opening in a new tab', async () => {
    consoleApi();
    await openOutbox();
    await userEvent.click(await screen.findByRole('button', { name: 'View “Your withdrawal was decided” to person1@example.org' }));
    const view = await screen.findByRole('dialog', { name: 'Your withdrawal was decided' });
    expect(await within(view).findByText(/Hello <img src=x onerror=alert\(1\)>/)).toBeInTheDocument();
    expect(view.querySelector('img')).toBeNull();
    expect(view).toHaveTextContent('connection refused');
    const link = within(view).getByRole('link', { name: 'https://commons.test/wallet' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('should resend only with a reason, behind a confirmation naming the recipient and subject', async () => {
    const api = consoleApi();
    const toasts = watchToasts();
    await openOutbox();
    const dialog = await openResend();
    expect(dialog).toHaveTextContent('Send “Your withdrawal was decided” to person1@example.org again?');
    expect(dialog).toHaveTextContent('never resent');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByText('Reason is required')).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText('Reason'), 'The person lost it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: `${outboxPath}/${receipt.mailId}/resend`, body: { reason: 'The person lost it' } }),
    ]);
    expect(toasts.showing()).toContain('“Your withdrawal was decided” is queued again for person1@example.org');
    await waitFor(() => expect(api.callsTo(outboxPath)).toHaveLength(2));
  });

  it("should show the server's refusal as sent and keep the dialog open", async () => {
    const message = 'A security mail is not resent: its link is one-time and may be used or expired. Ask the person to request a new one.';
    consoleApi(() => jsonReply({ message }, 409));
    await openOutbox();
    const dialog = await openResend();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Asked again');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Resend' })).toBeEnabled();
  });
});
