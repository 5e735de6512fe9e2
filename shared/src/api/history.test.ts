import { sessionActions } from '../session';
import { getConfirmationCertificate } from './certificates';
import { getCheckoutRecords, getTopUpWithdrawalRecords } from './history';

const page = { records: [], nextCursor: null, prevCursor: null };
const reply = (body: BodyInit, type = 'application/json') =>
  new Response(body, { status: 200, headers: { 'content-type': type } });

describe('history and certificate fetchers', () => {
  let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
  const sentUrl = (index = 0) => new URL(fetchMock.mock.calls[index]![0].url);

  beforeEach(() => {
    sessionActions.setUserInfo({ token: 'secret' } as never);
    fetchMock = vi.fn<(request: Request) => Promise<Response>>(async () => reply(JSON.stringify(page)));
    vi.stubGlobal('fetch', fetchMock);
  });

  it('should page the top-up and withdrawal records of one history', async () => {
    await getTopUpWithdrawalRecords('history/1');
    await getTopUpWithdrawalRecords('history/1', { cursor: 'c-2' });
    expect(sentUrl(0).pathname).toBe('/api/api/user-history/topup-withdrawal-records');
    expect(Object.fromEntries(sentUrl(0).searchParams)).toEqual({ historyId: 'history/1', limit: '10' });
    expect(Object.fromEntries(sentUrl(1).searchParams)).toEqual({ historyId: 'history/1', limit: '10', cursor: 'c-2' });
  });

  it('should page the checkout records of one history', async () => {
    await getCheckoutRecords('history-1', { cursor: 'c-3' });
    expect(sentUrl().pathname).toBe('/api/api/user-history/user-checkout-records');
    expect(Object.fromEntries(sentUrl().searchParams)).toEqual({ historyId: 'history-1', limit: '10', cursor: 'c-3' });
  });

  it('should fetch a certificate as a PDF blob with the session token', async () => {
    fetchMock.mockResolvedValue(reply('%PDF-1.7', 'application/pdf'));
    const blob = await getConfirmationCertificate('checkout 7');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(sentUrl().pathname).toBe('/api/api/carbon-credits/confirmation-certificate');
    expect(sentUrl().searchParams.get('checkoutId')).toBe('checkout 7');
    expect(fetchMock.mock.calls[0]![0].headers.get('authorization')).toBe('Bearer secret');
  });
});
