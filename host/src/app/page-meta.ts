import type { SitePath } from '@commons/shared/domain';

export interface PageMeta {
  title: string;
  /** For the public pages, which search engines and link previews show. */
  description?: string;
}

const site = 'Carbon Commons';

const login: PageMeta = {
  title: 'Log in',
  description: 'Log in to Carbon Commons to record your household emissions, offset them with certified reductions, and download your certificates.',
};

/**
 * Each page's title (the tab, history and bookmarks) and, for the public pages, its description.
 * Every route of the table has one, so no two pages read alike in a list of tabs.
 */
export const pageMeta: Record<SitePath, PageMeta> = {
  // The landing page is the login screen.
  '/': login,
  '/login': login,
  '/register': {
    title: 'Sign up',
    description: 'Create a Carbon Commons account: measure your household carbon footprint and offset it with certified emission reductions.',
  },
  '/logout': { title: 'Logging out' },
  '/contact-us': {
    title: 'Contact Us',
    description: 'How to reach Carbon Commons support about your account, payments, offsets and certificates.',
  },
  '/privacy-notice': {
    title: 'Privacy Notice',
    description: 'What personal data Carbon Commons keeps, why, for how long, and the rights you have over it.',
  },
  '/conditions-of-use': {
    title: 'Conditions of Use',
    description: 'The conditions for using Carbon Commons: accounts, payments, offsets, certificates and family members.',
  },
  '/faq': {
    title: 'FAQ',
    description: 'Answers to common questions about Carbon Commons: offsets, credit providers, payments, certificates and accounts.',
  },
  '/profile': { title: 'Profile' },
  '/edit-profile': { title: 'Edit Profile' },
  '/assets': { title: 'Assets' },
  '/dashboard': { title: 'Dashboard' },
  '/reviewing': { title: 'Account under review' },
  '/suspended': { title: 'Account suspended' },
  '/rejected': { title: 'Account rejected' },
  '/wizard': { title: 'Wizard' },
  '/wallet': { title: 'Wallet' },
  '/iam-policy': { title: 'IAM Policy' },
  '/group-policy': { title: 'Group Policy' },
  '/successful-payment': { title: 'Payment successful' },
  '/carbon-credits': { title: 'Carbon Credits' },
  '/verify/:checkoutId': {
    title: 'Certificate Verification',
    description: 'Check that a Carbon Commons retirement certificate exists and see what it retired.',
  },
  '/unauthorized': { title: 'Not allowed' },
  '*': { title: 'Page not found' },
};

/** The document title of a page: its own name, then the site's. */
export const documentTitle = (path: SitePath) => `${pageMeta[path].title} | ${site}`;
