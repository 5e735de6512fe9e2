/**
 * The kinds of notice mail (docs/product-rules.md#receipts-and-notices). A person may turn each
 * kind off on the preferences page; receipts and security mail are not notices and are always sent.
 */
export const noticeKinds = ['withdrawals', 'account-status', 'documents', 'operational-data'] as const;
export type NoticeKind = (typeof noticeKinds)[number];

/** How each kind reads on the preferences page and in the mail's "stop these" line. */
export const noticeKindLabels: Record<NoticeKind, string> = {
  withdrawals: 'Withdrawal requested and decided',
  'account-status': 'Account approved, rejected or suspended',
  documents: 'Identity document accepted or rejected',
  'operational-data': 'Operational data approved',
};

/**
 * What a mail is about: `security` (verification, password, sign-in, deletion) and `receipt`
 * (money moved, certificates) are never suppressed; a notice kind may be turned off.
 */
export type MailCategory = 'security' | 'receipt' | NoticeKind;

/** Whether mail of `category` is a notice a person may turn off. */
export const isNoticeKind = (category: string): category is NoticeKind =>
  (noticeKinds as readonly string[]).includes(category);
