import type { CertificateVerification } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CertificateVerificationPage from './certificate-verification-page';

const checkoutId = '0b6f7c1e-3d4a-4f7e-9a51-2c8d9e0f1a2b';

const certificate: CertificateVerification = {
  checkoutId,
  beneficiary: 'Ada Lovelace King',
  quantity: 1200,
  projectName: 'Kasigau Corridor REDD+',
  projectId: 'VCS-612',
  registry: 'Verra',
  country: 'Kenya',
  vintage: 2021,
  unit: 'VCU',
  footprintYear: 2025,
  serialRange: '7081-VCU-612-MER-KE-14-612-01012021-31122021-1-1200',
  retiredAt: '2026-03-04T23:30:00.000Z',
  sample: false,
};

/** Follows a certificate's verification link, as the host routes it. */
function visit(id: string) {
  renderPage(<CertificateVerificationPage />, { path: `/verify/${id}`, route: '/verify/:checkoutId' });
}

/** The page's facts as label -> value. */
function facts() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('CertificateVerificationPage', () => {
  // A visitor holding the PDF, not an account holder.
  beforeEach(() => sessionActions.clear());

  it('should show, without a session, what an existing certificate retired and nothing else', async () => {
    const api = fakeApi((call) =>
      call.path === `carbon-credits/certificates/${checkoutId}` ? jsonReply(certificate) : jsonReply({ message: 'unexpected' }, 404),
    );
    visit(checkoutId);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the certificate');
    expect(await screen.findByRole('heading', { name: 'This certificate is genuine' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Certificate ${checkoutId} records`))).toBeInTheDocument();
    expect(facts()).toEqual({
      Beneficiary: 'Ada Lovelace King',
      Quantity: '1,200 tonnes CO2e (1,200 VCUs)',
      'Footprint offset': 'The household footprint of 2025',
      Project: 'Kasigau Corridor REDD+',
      'Project ID': 'VCS-612',
      Registry: 'Verra',
      Country: 'Kenya',
      Vintage: '2021',
      'Serial numbers': '7081-VCU-612-MER-KE-14-612-01012021-31122021-1-1200',
      'Retirement date': '4 March 2026',
      // No registry link in the reply: the page says whom to ask rather than guessing a link.
      'Registry record': 'Ask Verra for the serial numbers above',
    });
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({ method: 'GET', authorization: null });
  });

  it('should name the month of a monthly offset, and leave out a unit the server does not know', async () => {
    const { unit: _unknown, ...withoutUnit } = certificate;
    fakeApi(() => jsonReply({ ...withoutUnit, quantity: 100, footprintMonth: 3 }));
    visit(checkoutId);
    await screen.findByRole('heading', { name: 'This certificate is genuine' });
    expect(facts()).toMatchObject({
      Quantity: '100 tonnes CO2e',
      'Footprint offset': 'March 2025: monthly offset 3 of 12 of the household footprint of 2025',
    });
  });

  it('should say at once, on the page alone, when no certificate has the id', async () => {
    const toasts = watchToasts();
    const api = fakeApi(() => jsonReply({ message: 'No certificate has this id' }, 404));
    visit('not-a-real-id');
    const notFound = await screen.findByRole('region', { name: 'No certificate has this id' });
    expect(notFound).toHaveTextContent('We have no retirement certificate with the id not-a-real-id.');
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    // A public page says it once, in the page: no toast above it.
    expect(toasts.showing()).toEqual([]);
    // The server's answer, not an accident: asked once.
    expect(api.sent).toHaveLength(1);
  });

  it('should offer Try Again when the check itself failed', async () => {
    const toasts = watchToasts();
    let down = true;
    fakeApi(() => (down ? jsonReply({ message: 'Server error occured, please try again' }, 503) : jsonReply(certificate)));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    visit(checkoutId);
    // The query client retries a 5xx three times (1 s, 2 s, 4 s) before giving up.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(8000);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The certificate could not be checked just now.');
    expect(toasts.showing()).toEqual([]);

    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'This certificate is genuine' })).toBeInTheDocument();
  });
});
