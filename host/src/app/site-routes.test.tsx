import { TestRouter } from '@commons/shared/testing';
import { sessionActions } from '@commons/shared/session';
import { createQueryClient } from '@commons/shared/query';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { loadRemotePage } from '../remotes/load-remote-page';
import type { RemotePageId } from '../remotes/remote-pages';
import { declaredRegistry } from '../test/declared-registry';
import type { Registry } from '../remotes/registry';
import { pageLoadRegistry } from './page-load-registry';
import { SiteRoutes } from './site-routes';

vi.mock('./page-load-registry', () => ({ pageLoadRegistry: vi.fn() }));

vi.mock('../remotes/load-remote-page', () => ({ loadRemotePage: vi.fn() }));

async function renderAt(path: string, registry: Registry | null = declaredRegistry) {
  // One promise for every render, as pageLoadRegistry gives; React's `use` follows it, so the first
  // render waits a turn for it (in an awaited act, as the page's first render in a transition).
  vi.mocked(pageLoadRegistry).mockReturnValue(Promise.resolve(registry));
  vi.mocked(loadRemotePage).mockImplementation(async (id: RemotePageId) => ({ default: () => <h1>{id}</h1> }));
  await act(async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <CommonsThemeProvider>
          <TestRouter initialEntries={[path]}>
            <SiteRoutes />
          </TestRouter>
        </CommonsThemeProvider>
      </QueryClientProvider>,
    );
  });
}

describe('SiteRoutes', () => {
  beforeEach(() => sessionActions.clear());

  it('should show the 404 page inside the site frame for an unknown route', async () => {
    await renderAt('/no/such/page');
    expect(await screen.findByText("Sorry, we couldn't find the thing you are looking for.")).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/', '/login', '/register', '/logout'])('should render %s without navbar and footer', async (path) => {
    await renderAt(path);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^account\//);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('should show the login screen on the landing page', async () => {
    await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'account/LoginPage' })).toBeInTheDocument();
  });

  it('should render a static page with navbar and footer for anyone', async () => {
    await renderAt('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it.each([
    ['/faq', 'FAQ | Carbon Commons', /^Answers to common questions/],
    ['/register', 'Sign up | Carbon Commons', /^Create a Carbon Commons account/],
    ['/verify/abc', 'Certificate Verification | Carbon Commons', /^Check that a Carbon Commons retirement certificate/],
    ['/no/such/page', 'Page not found | Carbon Commons', null],
  ])('should give %s its own title and description', async (path, title, description) => {
    await renderAt(path);
    await vi.waitFor(() => expect(document.title).toBe(title));
    const tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description) expect(tag?.content).toMatch(description);
    else expect(tag).toBeNull();
  });

  it("should show a screen a remote's version adds, with its title, and 404 where no version declares one", async () => {
    const impact = { path: '/impact', page: 'ImpactPage', frame: 'site', title: 'Impact', access: { guard: 'public' } } as const;
    const withImpact: Registry = {
      remotes: declaredRegistry.remotes.map((entry) => (entry.name === 'carbon' ? { ...entry, screens: [...entry.screens, impact] } : entry)),
    };
    await renderAt('/impact', withImpact);
    expect(await screen.findByRole('heading', { level: 1, name: 'carbon/ImpactPage' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Impact | Carbon Commons'));
  });

  it('should say the page could not be loaded, not 404, when no registry could be had', async () => {
    await renderAt('/dashboard', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
