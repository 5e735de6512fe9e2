import type { ReviewAccount, ReviewAccountDetail, ReviewDocument, ReviewRecord } from '@commons/shared/schemas';

/** An account under review as GET /api/console/reviews/accounts lists it. */
export const reviewingAccount: ReviewAccount = {
  email: 'ada@example.org',
  name: 'Ada Lovelace',
  status: 'REVIEWING',
  iam: 'ADMIN',
  createdAt: '2026-11-20T10:00:00.000Z',
};

const passport: ReviewDocument = {
  documentId: '11111111-1111-4111-8111-111111111111',
  fileName: 'passport.png',
  kind: 'PASSPORT',
  contentType: 'image/png',
  size: 2048,
  uploadedAt: '2026-11-21T10:00:00.000Z',
  state: 'PENDING',
  rejectionReason: null,
  email: 'ada@example.org',
};

/** Its PENDING passport (an image) and its accepted proof of address (a PDF). */
export const reviewDocuments = {
  passport,
  bill: { ...passport, documentId: '22222222-2222-4222-8222-222222222222', fileName: 'bill.pdf', kind: 'PROOF_OF_ADDRESS', contentType: 'application/pdf', state: 'ACCEPTED' },
} satisfies Record<string, ReviewDocument>;

/** The account opened. */
export const reviewingAccountDetail: ReviewAccountDetail = {
  ...reviewingAccount,
  emailVerified: true,
  phone: '+4412345678901',
  country: 'Sweden',
  city: 'Uppsala',
  education: 'MSc Climate Science',
  profession: 'Engineer',
  nationality: 'Norway',
  citizenshipNo: 'SE-19900101',
  uidOfResidence: 'UID-4242',
  documents: [reviewDocuments.passport, reviewDocuments.bill],
};

/** An ESTIMATED yearly record. */
export const estimatedRecord: ReviewRecord = {
  operationalDataId: '33333333-3333-4333-8333-333333333333',
  email: 'ada@example.org',
  year: 2025,
  status: 'ESTIMATED',
  estimatedEmissions: 12,
  emissions: null,
  credits: 0,
  offsets: 0,
};

/** A numbered page's reply around `rows`, of `total` rows in all (those shown unless said). */
export const onePage = <K extends string, R>(key: K, rows: R[], total = rows.length) =>
  ({ [key]: rows, page: 1, limit: 10, total }) as Record<K, R[]> & { page: number; limit: number; total: number };
