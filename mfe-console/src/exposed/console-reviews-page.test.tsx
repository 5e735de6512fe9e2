import { fakeApi, jsonReply, renderPage, type SentCall } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
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
    expect(api.sent[0]).toMatchObject({ path: `${base}/accounts`, query: { status: 'REVIEWING', page: '1' } });
    expect(screen.getByText('Page 1 of 1 (1 in all)')).toBeInTheDocument();
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
