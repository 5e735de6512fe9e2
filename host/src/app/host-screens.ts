import { approvedOrReviewing, type RouteAccess } from '@commons/shared/domain';

/** A page of the host's own: where it lives, how it is guarded, how the site names it. */
export interface HostScreen {
  path: string;
  access: RouteAccess;
  title: string;
  /** For the public pages, which search engines and link previews show. */
  description?: string;
}

/**
 * The host's own pages (its pages of text and the restricted-access screen); every other screen
 * comes from a remote's declaration. Plain data without React: the host's build writes it to
 * `host-pages.json`, from which the server answers these paths 200 with their titles, and
 * publish refuses a remote screen that claims one of them.
 */
export const hostScreens = [
  {
    path: '/contact-us',
    access: { guard: 'public' },
    title: 'Contact Us',
    description: 'How to reach Carbon Commons support about your account, payments, offsets and certificates.',
  },
  {
    path: '/privacy-notice',
    access: { guard: 'public' },
    title: 'Privacy Notice',
    description: 'What personal data Carbon Commons keeps, why, for how long, and the rights you have over it.',
  },
  {
    path: '/conditions-of-use',
    access: { guard: 'public' },
    title: 'Conditions of Use',
    description: 'The conditions for using Carbon Commons: accounts, payments, offsets, certificates and family members.',
  },
  {
    path: '/faq',
    access: { guard: 'public' },
    title: 'FAQ',
    description: 'Answers to common questions about Carbon Commons: offsets, credit providers, payments, certificates and accounts.',
  },
  { path: '/unauthorized', access: { guard: 'unauthorized-screen', rule: { statuses: approvedOrReviewing } }, title: 'Not allowed' },
] as const satisfies readonly HostScreen[];

export type HostScreenPath = (typeof hostScreens)[number]['path'];

/** The title of the 404 page, for any path no screen holds. */
export const notFoundTitle = 'Page not found';

/** The document title of a page: its own name, then the site's. */
export const documentTitle = (title: string) => `${title} | Carbon Commons`;
