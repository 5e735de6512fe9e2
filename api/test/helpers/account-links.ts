import type { ReceivedMail } from './mailbox';

/** The token of the mail's link to `path` (`/verify-email`, `/reset-password`); fails when there is none. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname === path);
  const token = link?.searchParams.get('token');
  if (!token) throw new Error(`no ${path} link in "${mail.subject}": ${mail.links.join(', ')}`);
  return token;
}
