/**
 * Identity documents (docs/product-rules.md#identity-documents): what an account owner uploads so
 * that an operator can tell who they are when approving the account. The API, the database's checks
 * and the profile screen all take the rules from here.
 */
export const documentKinds = ['PASSPORT', 'NATIONAL_ID', 'DRIVING_LICENCE', 'PROOF_OF_ADDRESS'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** How each kind reads on screen and in the operator's listing. */
export const documentKindLabels: Record<DocumentKind, string> = {
  PASSPORT: 'Passport',
  NATIONAL_ID: 'National identity card',
  DRIVING_LICENCE: 'Driving licence',
  PROOF_OF_ADDRESS: 'Proof of address',
};

/** A document's review: PENDING until an operator accepts it or rejects it with a reason. */
export const documentStates = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export type DocumentState = (typeof documentStates)[number];

/** The file types accepted, each known by the leading bytes the server checks. */
export const documentContentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type DocumentContentType = (typeof documentContentTypes)[number];

/** The names a file picker offers and the client recognises the type by. */
export const documentExtensions: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
};

/** The largest file kept: 10 MB. */
export const documentMaxBytes = 10 * 1024 * 1024;

/** How many documents an account keeps at once; deleting one makes room. */
export const documentsPerAccount = 5;

/** The messages of a refused upload, the same from the server and the screen's own checks. */
export const documentMessages = {
  type: 'Only PDF, JPEG or PNG files can be uploaded',
  mismatch: 'The file content does not match its type: only real PDF, JPEG or PNG files can be uploaded',
  empty: 'The file is empty',
  tooLarge: 'A document can be at most 10 MB',
  tooMany: `An account keeps at most ${documentsPerAccount} documents; delete one first`,
  notFound: 'Document not found',
  notPending: 'Only a PENDING document can be deleted',
  noFile: 'Choose a file to upload',
} as const;

/** The accepted type a file name's extension stands for, or null. */
export function contentTypeOfName(fileName: string): DocumentContentType | null {
  const lower = fileName.toLowerCase();
  return documentContentTypes.find((type) => documentExtensions[type].some((ext) => lower.endsWith(ext))) ?? null;
}

/** `1.5 MB`, `320 KB`, `12 B`: a size as the document list shows it. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
