import type { StatusAction } from '../../users/account-status';
import { page, type MailContent } from './content';

export interface AccountStatusNotice {
  action: StatusAction;
  /** Set when the login concerned is a sub-user's: the notice goes to the owner and names it. */
  subUser: { name: string; email: string } | null;
}

const texts: Record<StatusAction, { subject: string; heading: string; body: string; path: string; label: string }> = {
  approve: {
    subject: 'Your Carbon Commons account is approved',
    heading: 'Your account is approved',
    body: 'You can now record your household emissions, fund your wallet and offset your footprint.',
    path: '/dashboard',
    label: 'Open your dashboard',
  },
  reinstate: {
    subject: 'Your Carbon Commons account is reinstated',
    heading: 'Your account is active again',
    body: 'The suspension is lifted: sign in again to use your account.',
    path: '/login',
    label: 'Sign in',
  },
  reject: {
    subject: 'Your Carbon Commons account was rejected',
    heading: 'Your account was rejected',
    body: 'After review we could not approve this account, and its sessions have ended. Please contact support if you think this is a mistake.',
    path: '/contact-us',
    label: 'Contact support',
  },
  suspend: {
    subject: 'Your Carbon Commons account is suspended',
    heading: 'Your account is suspended',
    body: 'Your account is suspended and its sessions have ended; your wallet and certificates are kept. Please contact support to know more.',
    path: '/contact-us',
    label: 'Contact support',
  },
};

const subUserDone: Record<StatusAction, string> = {
  approve: 'approved',
  reinstate: 'reinstated',
  reject: 'rejected',
  suspend: 'suspended',
};

/** The notice of an operator's decision on an account (or on one of its sub-users' logins). */
export function accountStatusNotice(origin: string, n: AccountStatusNotice): MailContent {
  const text = texts[n.action];
  if (n.subUser) {
    const done = subUserDone[n.action];
    return {
      subject: `A login of your Carbon Commons account was ${done}`,
      heading: `The login of ${n.subUser.name} was ${done}`,
      paragraphs: [`Our operators ${done} the login ${n.subUser.email} of your account. Your own login is not affected.`],
      action: { label: 'See your sub-users', url: page(origin, '/iam-policy') },
    };
  }
  return {
    subject: text.subject,
    heading: text.heading,
    paragraphs: [text.body],
    action: { label: text.label, url: page(origin, text.path) },
  };
}
