import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveCanary } from './canary';
import { CanaryBanner } from './canary-banner';
import { canaryRefusal, remotesReady } from './registry';

vi.mock('./registry', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./registry')>()),
  remotesReady: vi.fn(),
  canaryRefusal: vi.fn(),
}));
vi.mock('./canary', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./canary')>()),
  leaveCanary: vi.fn(),
}));

const visit = (search: string) => window.history.replaceState(null, '', `/dashboard${search}`);

describe('CanaryBanner', () => {
  beforeEach(() => {
    sessionStorage.clear();
    vi.mocked(remotesReady).mockResolvedValue({ remotes: [] });
    vi.mocked(canaryRefusal).mockReturnValue(null);
  });

  it('should show nothing on the live site', () => {
    visit('');
    const { container } = render(<CanaryBanner />, { wrapper: CommonsThemeProvider });
    expect(container).toBeEmptyDOMElement();
  });

  it('should name the canary versions and leave them on request', async () => {
    visit('?remote=carbon@1.3.0');
    render(<CanaryBanner />, { wrapper: CommonsThemeProvider });
    const banner = screen.getByRole('complementary', { name: 'Canary' });
    expect(banner).toHaveTextContent('Canary: carbon@1.3.0');

    await userEvent.click(screen.getByRole('button', { name: 'Leave canary' }));
    expect(leaveCanary).toHaveBeenCalled();
  });

  it('should still show the canary after navigating away from the address that named it', () => {
    visit('?remote=carbon@1.3.0,wallet@2.0.0');
    render(<CanaryBanner />, { wrapper: CommonsThemeProvider }).unmount();
    visit('');
    render(<CanaryBanner />, { wrapper: CommonsThemeProvider });
    expect(screen.getByRole('complementary', { name: 'Canary' })).toHaveTextContent('Canary: carbon@1.3.0, wallet@2.0.0');
  });

  it('should say why the server refused the canary (the page then runs the live versions)', async () => {
    vi.mocked(canaryRefusal).mockReturnValue('carbon 1.3.0 is not published; only published versions can be tried as a canary');
    visit('?remote=carbon@1.3.0');
    render(<CanaryBanner />, { wrapper: CommonsThemeProvider });
    expect(await screen.findByText(/refused: carbon 1\.3\.0 is not published/)).toBeInTheDocument();
  });
});
