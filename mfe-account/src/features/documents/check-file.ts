import {
  contentTypeOfName,
  documentContentTypes,
  documentMaxBytes,
  documentMessages,
  documentsPerAccount,
  type DocumentContentType,
} from '@commons/shared/domain';

/**
 * Why `file` cannot be uploaded, checked before sending so the user hears at once; null when it
 * may go. The server checks again, and its check of the content itself decides.
 */
export function fileProblem(file: File | null, documentCount: number): string | null {
  if (documentCount >= documentsPerAccount) return documentMessages.tooMany;
  if (!file) return documentMessages.noFile;
  const declared = (documentContentTypes as readonly string[]).includes(file.type)
    ? (file.type as DocumentContentType)
    : contentTypeOfName(file.name);
  if (!declared) return documentMessages.type;
  if (file.size === 0) return documentMessages.empty;
  if (file.size > documentMaxBytes) return documentMessages.tooLarge;
  return null;
}

/** What the file picker offers: the accepted types and their names. */
export const acceptedFiles = ['.pdf', '.jpg', '.jpeg', '.png', ...documentContentTypes].join(',');
