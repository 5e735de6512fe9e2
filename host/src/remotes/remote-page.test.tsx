import { TestRouter } from '@commons/shared/testing';
import { CommonsThemeProvider } from '@commons/shared/ui';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemotePage, RemoteLoadError, reportLoad, type RemotePageModule } from './load-remote-page';
import { RemotePage } from './remote-page';

/** The theme and the router the host draws a remote page inside. */
const inSite = ({ children }: { children: ReactNode }) => (
  <CommonsThemeProvider>
    <TestRouter>{children}</TestRouter>
  </CommonsThemeProvider>
);

vi.mock('./load-remote-page', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./load-remote-page')>()),
  loadRemotePage: vi.fn(),
  reportLoad: vi.fn(),
}));
const load = vi.mocked(loadRemotePage);

const page = (text: string): RemotePageModule => ({ default: () => <h1>{text}</h1> });

describe('RemotePage', () => {
  beforeEach(() => {
    load.mockReset();
    vi.mocked(reportLoad).mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('should show a spinner, then the remote page', async () => {
    load.mockResolvedValue(page('Wallet'));
    render(<RemotePage id="wallet/WalletPage" />, { wrapper: inSite });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByRole('heading', { name: 'Wallet' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('wallet/WalletPage');
  });

  it('should offer Retry when the remote cannot be loaded, and load it again', async () => {
    const failure = new RemoteLoadError('carbon/DashboardPage', new Error('RUNTIME-008 remote entry failed'));
    load.mockRejectedValueOnce(failure).mockResolvedValue(page('Dashboard'));
    render(<RemotePage id="carbon/DashboardPage" />, { wrapper: inSite });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // The loader reported the load failure itself; the boundary adds no render failure.
    expect(reportLoad).not.toHaveBeenCalled();
  });

  it('should contain a remote page that throws while rendering', async () => {
    load.mockResolvedValue({
      default: () => {
        throw new Error('broken page');
      },
    });
    render(
      <>
        <nav>Navbar</nav>
        <RemotePage id="admin/IamPolicyPage" />
      </>,
      { wrapper: inSite },
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Navbar')).toBeInTheDocument();
    expect(reportLoad).toHaveBeenCalledWith('admin', 'render-failed', expect.any(Number));
  });
});
