import { TestRouter } from '@commons/shared/testing';
import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ConditionsOfUsePage } from './conditions-of-use-page';
import { ContactUsPage } from './contact-us-page';
import { conditionsOfUse } from './content/conditions-of-use';
import { contactEmail, contactTopics } from './content/contact';
import { faqGroups } from './content/faq';
import { privacyNotice } from './content/privacy-notice';
import { FaqPage } from './faq-page';
import { PrivacyNoticePage } from './privacy-notice-page';

const renderPage = (page: ReactElement) =>
  render(
    <CommonsThemeProvider>
      <TestRouter>{page}</TestRouter>
    </CommonsThemeProvider>,
  );

describe('FaqPage', () => {
  it('should show the four groups of the contract, each with all its questions and answers', () => {
    renderPage(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Purchasers',
      'Providers',
      'General questions',
      'Complaints',
    ]);
    for (const group of faqGroups) {
      const section = screen.getByRole('region', { name: group.title });
      for (const entry of group.entries) {
        expect(within(section).getByRole('heading', { level: 3, name: entry.question })).toBeInTheDocument();
        expect(within(section).getByText(entry.answer)).toBeVisible();
      }
    }
  });

  it('should link the footprint question to the methodology page', () => {
    renderPage(<FaqPage />);
    const purchasers = screen.getByRole('region', { name: 'Purchasers' });
    expect(within(purchasers).getByRole('link', { name: 'Read the methodology and every factor we use' })).toHaveAttribute('href', '/methodology');
  });

  it('should carry every FAQ claim of the contract', () => {
    renderPage(<FaqPage />);
    const text = document.body.textContent ?? '';
    for (const claim of [
      'within 2 working days',
      '72 hours',
      'bank-transfer details within 2 working days',
      'unpaid after 90 days are cancelled',
      'as in progress',
      'as paid',
      'At most 500 words',
      'at least 800x600 pixels and in a 4:3 ratio',
      'free apart from payment fees',
      '18 or older',
      'Organisations',
    ]) {
      expect(text).toContain(claim);
    }
  });

  it('should link to each group from the top of the page', () => {
    renderPage(<FaqPage />);
    const topics = within(screen.getByRole('navigation', { name: 'FAQ topics' })).getAllByRole('link');
    expect(topics.map((link) => link.getAttribute('href'))).toEqual([
      '#faq-purchasers',
      '#faq-providers',
      '#faq-general-questions',
      '#faq-complaints',
    ]);
    for (const link of topics) expect(document.querySelector(link.getAttribute('href')!)).not.toBeNull();
  });
});

describe('ContactUsPage', () => {
  it('should list every topic with its subject lines as ready-made emails', () => {
    renderPage(<ContactUsPage />);
    for (const { topic, subjects } of contactTopics) {
      const card = screen.getByRole('region', { name: topic });
      expect(within(card).getByRole('heading', { name: topic })).toBeInTheDocument();
      for (const subject of subjects) {
        expect(within(card).getByRole('link', { name: subject })).toHaveAttribute(
          'href',
          `mailto:${contactEmail}?subject=${encodeURIComponent(subject)}`,
        );
      }
    }
  });
});

describe.each([
  ['PrivacyNoticePage', 'Privacy Notice', <PrivacyNoticePage key="privacy" />, privacyNotice],
  ['ConditionsOfUsePage', 'Conditions of Use', <ConditionsOfUsePage key="conditions" />, conditionsOfUse],
])('%s', (_name, title, page, content) => {
  it('should show its title, date, introduction and every section', () => {
    renderPage(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(`Last updated ${content.updated}`)).toBeInTheDocument();
    expect(screen.getByText(content.intro)).toBeInTheDocument();
    for (const section of content.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      for (const paragraph of section.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
    }
  });
});
