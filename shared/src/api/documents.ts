import { documents, pathOf, type ReplyOf } from '@commons/shared/contract';
import { sessionActions } from '@commons/shared/session';
import { notify } from '@commons/shared/ui';
import type { DocumentKind } from '@commons/shared/domain';
import { ApiError, fallbackMessage } from './api-error';
import { apiBasePath, call, callBlob, idempotencyKeyHeader, type Sending } from './client';

/** Query keys of the owner's identity documents; an upload or delete refreshes `all`. */
export const documentQueryKeys = {
  all: ['documents'] as const,
  list: ['documents', 'list'] as const,
};

/** The account's identity documents, oldest first (the owner's alone). */
export const getDocuments = (options?: { signal?: AbortSignal }) => call(documents.documents, {}, options);

/** Deletes a PENDING document; the reply is the deleted document. */
export const deleteDocument = (documentId: string, sending?: Sending) =>
  call(documents.deleteDocument, { params: { documentId } }, sending);

/** The owner's own file as a Blob, for a new tab (`preview`: served inline). */
export const getDocumentFile = (documentId: string, options?: { signal?: AbortSignal }) =>
  callBlob(documents.documentFile, { params: { documentId }, query: { preview: '1' } }, options);

export interface UploadDocumentInput extends Sending {
  kind: DocumentKind;
  file: File;
  /** Called with the share of the file sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

/** The stored document an upload answers (201). */
type UploadedDocument = ReplyOf<typeof documents.uploadDocument>;

/** The reply's JSON, or null when it is none. */
function parseReply(text: string): unknown {
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Uploads one document as multipart (`kind` first, then `file`); the reply is the stored
 * document (201). This one call uses XMLHttpRequest rather than the shared ky client: ky's
 * `onUploadProgress` streams the request body, which Chromium sends only over HTTP/2, so on the
 * site's HTTP/1.1 it would fail; XHR reports upload progress on any connection. Failures toast
 * and reject with an `ApiError` exactly as the shared client's calls do.
 */
export function uploadDocument({ kind, file, onProgress, idempotencyKey }: UploadDocumentInput): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  return new Promise<UploadedDocument>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: ApiError) => {
      notify.error(error.message);
      reject(error);
    };
    const url = `${new URL(apiBasePath, globalThis.location.origin).href}/${pathOf(documents.uploadDocument)}`;
    xhr.open(documents.uploadDocument.method, url);
    xhr.setRequestHeader('accept', 'application/json');
    const token = sessionActions.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader(idempotencyKeyHeader, idempotencyKey);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => fail(new ApiError(fallbackMessage(0), 0));
    xhr.onload = () => {
      const body = parseReply(xhr.responseText);
      const message =
        typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string'
          ? body.message
          : null;
      if (message !== null || xhr.status < 200 || xhr.status >= 300 || body === null) {
        fail(new ApiError(message || fallbackMessage(xhr.status), xhr.status));
        return;
      }
      onProgress?.(1);
      resolve(body as UploadedDocument);
    };
    xhr.send(form);
  });
}
