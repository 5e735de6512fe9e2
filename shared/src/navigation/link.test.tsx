import { fireEvent, render, screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { Link } from './link';
import { useNavigation } from './navigation';

/**
 * Clicks and tells whether the link left the click to the browser (its default action not
 * prevented); the default is then cancelled here, since jsdom cannot load another page.
 */
function leftToBrowser(link: HTMLElement, init?: MouseEventInit) {
  let prevented = true;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', observe, { once: true });
  fireEvent.click(link, init);
  return !prevented;
}

describe('Link', () => {
  it('should be a real link to its address, which a plain click follows inside the page with its state', () => {
    renderPage(
      <Link to="/wallet" state={{ success: 'Saved' }}>
        Wallet
      </Link>,
      { path: '/dashboard' },
    );
    expect(screen.getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
    expect(leftToBrowser(screen.getByRole('link', { name: 'Wallet' }))).toBe(false);
    expect(screen.getByRole('status', { name: 'destination' })).toHaveTextContent('/wallet {"success":"Saved"}');
  });

  it.each([
    ['a ctrl-click', { ctrlKey: true }],
    ['a cmd-click', { metaKey: true }],
    ['a shift-click', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('should leave %s to the browser (a new tab or window)', (_name, init) => {
    renderPage(<Link to="/wallet">Wallet</Link>, { path: '/dashboard' });
    expect(leftToBrowser(screen.getByRole('link', { name: 'Wallet' }), init)).toBe(true);
    expect(screen.queryByRole('status', { name: 'destination' })).not.toBeInTheDocument();
  });

  it('should leave a link to another target to the browser', () => {
    renderPage(
      <Link to="/faq" target="_blank">
        FAQ
      </Link>,
      { path: '/dashboard' },
    );
    expect(leftToBrowser(screen.getByRole('link', { name: 'FAQ' }))).toBe(true);
    expect(screen.queryByRole('status', { name: 'destination' })).not.toBeInTheDocument();
  });
});

describe('useNavigation', () => {
  it('should say what is missing when a screen is drawn outside the host', () => {
    const Probe = () => <p>{useNavigation().location.pathname}</p>;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useNavigation needs a NavigationProvider');
  });

  it('should give the page its route parameters', () => {
    const Probe = () => <p>{useNavigation().params.checkoutId}</p>;
    renderPage(<Probe />, { path: '/verify/abc-123', route: '/verify/:checkoutId' });
    expect(screen.getByText('abc-123')).toBeInTheDocument();
  });
});
