import { documentKindLabels, type DocumentKind } from '@commons/shared/domain';
import { page, type MailContent } from './content';

export interface DocumentReviewed {
  kind: DocumentKind;
  fileName: string;
  state: 'ACCEPTED' | 'REJECTED';
  reason: string | null;
}

/** The notice of an operator's review of an identity document, with the reason of a rejection. */
export function documentReviewed(origin: string, d: DocumentReviewed): MailContent {
  const label = documentKindLabels[d.kind];
  const details: Array<[string, string]> = [
    ['Document', label],
    ['File', d.fileName],
  ];
  if (d.state === 'ACCEPTED') {
    return {
      subject: `Your identity document was accepted: ${label}`,
      heading: 'Your identity document was accepted',
      paragraphs: [`We checked ${d.fileName} and accepted it.`],
      details: [...details, ['Status', 'Accepted']],
      action: { label: 'See your documents', url: page(origin, '/profile') },
    };
  }
  return {
    subject: `Your identity document was rejected: ${label}`,
    heading: 'Your identity document was rejected',
    paragraphs: [
      `We could not accept ${d.fileName}.`,
      `Reason: ${d.reason ?? 'none given'}`,
      'Upload a new document on your profile; your account is reviewed again once it is checked.',
    ],
    details: [...details, ['Status', 'Rejected']],
    action: { label: 'Upload a new document', url: page(origin, '/profile') },
  };
}
