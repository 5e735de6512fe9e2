import { fakeApi, jsonReply, renderPage, type SentCall } from '@commons/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { estimatedRecord, onePage, reviewDocuments, reviewingAccount, reviewingAccountDetail } from '../features/reviews/review-fixtures';
import ConsoleReviewsPage from './console-reviews-page';

const base = '/api/console/reviews';

/** The console API as the screen calls it; `decision` answers every POST. */
function fakeReviews(decision: (call: SentCall) => Response = () => jsonReply({ email: 'ada@example.org', from: 'REVIEWING', to: 'SUSPENDED' })) {
  return fakeApi((call) => {
    if (call.method === 'POST') return decision(call);
    if (call.path === `${base}/accounts`) return jsonReply(onePage('accounts', [reviewingAccount]));
    if (call.path === `${base}/accounts/ada%40example.org`) return jsonReply(reviewingAccountDetail);
    if (call.path === `${base}/documents`) return jsonReply(onePage('documents', [reviewDocuments.passport]));
    if (call.path === `${base}/yearly-data`) return jsonReply(onePage('records', [estimatedRecord]));
    return jsonReply({ message: 'Not found' }, 404);
  });
}

const renderReviews = () => renderPage(<ConsoleReviewsPage />, { path: '/console/reviews' });

async function openAda() {
  await userEvent.click(await screen.findByRole('button', { name: 'Open ada@example.org' }));
  return screen.findByRole('region', { name: 'ada@example.org' });
}

describe('ConsoleReviewsPage', () => {
  it('should list the accounts under review, asked of the server by status and page', async () => {
    const api = fakeReviews();
    renderReviews();
    expect(screen.getByRole('heading', { name: 'Reviews', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(api.sent[0]).toMatchObject({ path: `${base}/accounts`, query: { status: 'REVIEWING' } });
    expect(screen.getByText('Page 1 of 1 (1 in all)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Signed up/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('should sort the accounts by a header, filter and search them on the server, from and into the address', async () => {
    const api = fakeApi((call) => (call.path === `${base}/accounts` ? jsonReply(onePage('accounts', [reviewingAccount], 30)) : jsonReply({ message: 'Not found' }, 404)));
    const lastQuery = () => api.callsTo(`${base}/accounts`).at(-1)?.query;
    renderPage(<ConsoleReviewsPage />, { path: '/console/reviews?status=ALL&q=ada&sort=email&order=desc' });
    const table = await screen.findByRole('table', { name: 'Accounts' });
    // "All statuses" is asked as no status; the search and sort go as the address has them.
    expect(api.callsTo(`${base}/accounts`)[0]?.query).toEqual({ status: '', q: 'ada', sort: 'email', order: 'desc' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(within(table).getByRole('columnheader', { name: /Email/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(table).getByRole('button', { name: /Email/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: '', q: 'ada', sort: 'email', order: 'asc' }));
    await userEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: '', q: 'ada', sort: 'name', order: 'asc' }));
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: '', q: 'ada', sort: 'name', order: 'asc', page: '2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'SUSPENDED');
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'SUSPENDED', q: 'ada', sort: 'name', order: 'asc' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    await waitFor(() => expect(lastQuery()).toEqual({ status: 'SUSPENDED', sort: 'name', order: 'asc' }));
  });

  it('should keep the tab in the address, and sort the documents and the yearly data by their own headers', async () => {
    const api = fakeReviews();
    renderPage(<ConsoleReviewsPage />, { path: '/console/reviews?tab=documents&sort=email' });
    expect(screen.getByRole('tab', { name: 'Documents' })).toHaveAttribute('aria-selected', 'true');
    const documents = await screen.findByRole('table', { name: 'Documents waiting for review' });
    expect(api.callsTo(`${base}/documents`)[0]?.query).toEqual({ sort: 'email' });
    expect(within(documents).getByRole('columnheader', { name: /Account/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(documents).getByRole('button', { name: /Kind/ }));
    await waitFor(() => expect(api.callsTo(`${base}/documents`).at(-1)?.query).toEqual({ sort: 'kind', order: 'asc' }));
    await userEvent.type(screen.getByRole('searchbox', { name: /Account or file/ }), 'passport{Enter}');
    await waitFor(() => expect(api.callsTo(`${base}/documents`).at(-1)?.query).toEqual({ sort: 'kind', order: 'asc', q: 'passport' }));

    // Another tab starts afresh: its own default sort, newest year first.
    await userEvent.click(screen.getByRole('tab', { name: 'Yearly data' }));
    const records = await screen.findByRole('table', { name: 'Yearly data' });
    expect(api.callsTo(`${base}/yearly-data`)[0]?.query).toEqual({ status: 'ESTIMATED' });
    expect(within(records).getByRole('columnheader', { name: /Year/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(records).getByRole('button', { name: /Year/ }));
    await waitFor(() => expect(api.callsTo(`${base}/yearly-data`).at(-1)?.query).toEqual({ status: 'ESTIMATED', sort: 'year', order: 'asc' }));
    expect(screen.getByRole('tab', { name: 'Yearly data' })).toHaveAttribute('aria-selected', 'true');
  });

  it('should say when a list is empty, and when it could not be loaded', async () => {
    fakeApi((call) =>
      call.path === `${base}/documents` ? jsonReply(onePage('documents', [])) : jsonReply({ message: 'Your role cannot do this in the console' }, 403),
    );
    renderReviews();
    expect(await screen.findByText('The accounts could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByText('No documents wait for review')).toBeInTheDocument();
  });

  it("should show an opened account's profile, and its documents inline: an image as <img>, a PDF in a frame", async () => {
    fakeReviews();
    renderReviews();
    const account = await openAda();
    expect(await within(account).findByText('SE-19900101')).toBeInTheDocument();
    expect(within(account).getByText('ada@example.org (verified)')).toBeInTheDocument();
    expect(within(account).getByRole('img', { name: 'Passport: passport.png' })).toHaveAttribute('src', `${base}/documents/${reviewDocuments.passport.documentId}/file`);
    expect(within(account).getByTitle('Proof of address: bill.pdf')).toHaveAttribute('src', `${base}/documents/${reviewDocuments.bill.documentId}/file`);
    // Only the changes its status allows: a suspended account alone is reinstated.
    expect(within(account).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: 'Reinstate' })).not.toBeInTheDocument();
  });

  it('should ask for a reason in a confirmation naming the account, then send the change', async () => {
    const api = fakeReviews();
    renderReviews();
    const account = await openAda();
    await userEvent.click(await within(account).findByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend ada@example.org?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(within(dialog).getByText(/Reason is required/)).toBeInTheDocument();
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Chargeback on the card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: `${base}/accounts/ada%40example.org/status`, body: { action: 'suspend', reason: 'Chargeback on the card' } }),
    ]);
  });

  it("should show the server's refusal of an approval, and approve anyway only when asked to, saying so", async () => {
    const refusal = 'ada@example.org has 1 identity document PENDING; review them (pnpm ops documents list ada@example.org) or approve with --force';
    const api = fakeReviews((call) => ((call.body as { force?: boolean }).force ? jsonReply({ email: 'ada@example.org', from: 'REVIEWING', to: 'APPROVED' }) : jsonReply({ message: refusal }, 409)));
    renderReviews();
    const account = await openAda();
    await userEvent.click(await within(account).findByRole('button', { name: 'Approve' }));
    let dialog = screen.getByRole('dialog', { name: 'Approve ada@example.org?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Passport matches');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Approve anyway/ }));
    dialog = screen.getByRole('dialog', { name: 'Approve ada@example.org although 1 identity document is still PENDING?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { action: 'approve', reason: 'Passport matches', force: false },
      { action: 'approve', reason: 'Passport matches', force: true },
    ]);
  });

  it('should list the documents waiting for review and reject one with a reason', async () => {
    const api = fakeReviews(() => jsonReply({ ...reviewDocuments.passport, state: 'REJECTED', rejectionReason: 'Blurred' }));
    renderReviews();
    await userEvent.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(await screen.findByRole('cell', { name: 'Passport' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reject passport.png' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the passport passport.png of ada@example.org?' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Blurred');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: `${base}/documents/${reviewDocuments.passport.documentId}/review`, body: { decision: 'REJECTED', reason: 'Blurred' } }),
    ]);
  });

  it('should approve yearly data with the actual emissions in tonnes', async () => {
    const api = fakeReviews(() => jsonReply({ operationalDataId: estimatedRecord.operationalDataId, email: 'ada@example.org', year: 2025, to: 'APPROVED', emissions: 9 }));
    renderReviews();
    await userEvent.click(screen.getByRole('tab', { name: 'Yearly data' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Approve the 2025 data of ada@example.org' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve the 2025 data of ada@example.org?' });
    const emissions = within(dialog).getByLabelText(/Actual emissions/);
    await userEvent.clear(emissions);
    await userEvent.type(emissions, '9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve data' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({ path: `${base}/yearly-data/${estimatedRecord.operationalDataId}/decision`, body: { decision: 'APPROVED', emissions: 9, reason: '' } }),
    ]);
  });
});
