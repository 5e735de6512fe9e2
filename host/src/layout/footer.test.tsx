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

  it('should open the About panel from the footer', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'About' }));
    expect(screen.getByRole('dialog', { name: 'About Carbon Commons' })).toHaveTextContent('0.0.0-test');
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
