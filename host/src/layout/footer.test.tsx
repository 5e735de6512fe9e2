import { TestRouter } from '@commons/shared/testing';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from './footer';

describe('Footer', () => {
  beforeEach(() =>
    render(
      <CommonsThemeProvider>
        <TestRouter>
          <Footer />
        </TestRouter>
      </CommonsThemeProvider>,
    ),
  );

  it('should link the projects and the four pages of the contract', () => {
    const links = within(screen.getByRole('navigation', { name: 'Footer' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Projects', '/projects'],
      ['Privacy Notice', '/privacy-notice'],
      ['Conditions of Use', '/conditions-of-use'],
      ['FAQ', '/faq'],
      ['Contact Us', '/contact-us'],
    ]);
  });

  it('should open About as what the site is, with links to the methodology and the projects, and no versions', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    const about = await screen.findByRole('dialog', { name: 'About Carbon Commons' });
    expect(about).toHaveTextContent('Carbon Commons helps you offset your household');
    expect(about).not.toHaveTextContent('0.0.0-test');
    const links = within(about).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/methodology', '/projects', '/faq']);
  });

  it('should close About when one of its links is followed', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    await userEvent.click(await screen.findByRole('link', { name: 'How we estimate your emissions' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should keep the versions this tab runs under the small Versions button', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Versions' }));
    expect(await screen.findByRole('dialog', { name: 'Versions' })).toHaveTextContent('0.0.0-test');
  });

  it('should show named social icons that open the networks in a new tab', () => {
    const icons = within(screen.getByRole('list', { name: 'Social media' })).getAllByRole('link');
    expect(icons.map((icon) => icon.getAttribute('aria-label'))).toEqual([
      'LinkedIn (opens in a new tab)',
      'X (Twitter) (opens in a new tab)',
      'Instagram (opens in a new tab)',
      'Facebook (opens in a new tab)',
    ]);
    for (const icon of icons) {
      expect(icon.getAttribute('href')).toMatch(/^https:\/\/(www\.)?[a-z]+\.com\/$/);
      expect(icon).toHaveAttribute('target', '_blank');
      expect(icon).toHaveAttribute('rel', 'noopener noreferrer');
      expect(icon.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
