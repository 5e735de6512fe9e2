import type { ScreenInput } from '@commons/shared/schemas';

/** A public screen of `page` at `path`, titled after its page; `more` overrides any field. */
export const screen = (path: string, page: string, more: Partial<ScreenInput> = {}): ScreenInput => ({
  path,
  page,
  access: { guard: 'public' },
  frame: 'site',
  title: page.replace(/Page$/, ''),
  calls: [],
  ...more,
});

/** The host's pages as its build writes `host-pages.json` (host/src/app/host-screens.ts, trimmed). */
export const hostPages = [
  { path: '/faq', access: { guard: 'public' }, title: 'FAQ', description: 'Answers to common questions about Carbon Commons.' },
  { path: '/contact-us', access: { guard: 'public' }, title: 'Contact Us' },
  { path: '/unauthorized', access: { guard: 'unauthorized-screen', rule: {} }, title: 'Not allowed' },
];
