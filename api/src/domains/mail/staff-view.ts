import type { OutboxMail } from '@commons/shared/schemas';

/** Where a link's query string was, in what staff read: its tokens act for the recipient alone. */
export const hiddenQuery = '?[hidden: for the recipient only]';

const urls = /https?:\/\/[^\s<>"')\]]+/g;

/** A link as staff see it: with no query string it is shown whole, else up to its path. */
const masked = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? url : `${url.slice(0, at)}${hiddenQuery}`;
};

/**
 * A mail as the console shows it (docs/mail.md#what-staff-see): the links that carry a token
 * (sign-in, reset, invitation, export, unsubscribe) would let whoever reads them act as the
 * recipient, so staff see where they lead, never the token, and only token-free links stay
 * links. The command line on the server still prints the mail whole, for a site run without SMTP.
 */
export function staffView(mail: OutboxMail): OutboxMail {
  return {
    ...mail,
    text: mail.text.replace(urls, masked),
    unsubscribeUrl: mail.unsubscribeUrl === null ? null : masked(mail.unsubscribeUrl),
    links: mail.links.filter((url) => !url.includes('?')),
  };
}
