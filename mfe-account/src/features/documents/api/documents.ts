import { deleteDocument, documentQueryKeys, getDocumentFile, getDocuments, uploadDocument } from '@commons/shared/api';
import type { DocumentKind } from '@commons/shared/domain';
import { useCurrentUserActions, useSend } from '@commons/shared/query';
import { notify } from '@commons/shared/ui';
import { openBlankTab, showInTab } from '@commons/shared/ui-kit';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

export const documentUploadedMessage = 'Document uploaded; it will be checked when your account is reviewed';
export const documentDeletedMessage = 'Document deleted';

/** The owner's identity documents, oldest first. */
export const useDocuments = () =>
  useQuery({ queryKey: documentQueryKeys.list, queryFn: ({ signal }) => getDocuments({ signal }) });

/**
 * After an upload or a delete: the list changes, and so may the account status (a document is
 * a profile change, which sends an approved account back to review), so the profile is asked again.
 */
function useDocumentsChanged() {
  const queryClient = useQueryClient();
  const { refresh } = useCurrentUserActions();
  return () => {
    void queryClient.invalidateQueries({ queryKey: documentQueryKeys.all });
    void refresh();
  };
}

/** Uploads one document, reporting the share sent so far as `progress` (0 to 1, null when idle). */
export function useUploadDocument() {
  const changed = useDocumentsChanged();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useSend({
    mutationFn: (input: { kind: DocumentKind; file: File }, { idempotencyKey }) =>
      uploadDocument({ ...input, onProgress: setProgress, idempotencyKey }),
    onSuccess: () => {
      notify.success(documentUploadedMessage);
      changed();
    },
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}

/** Deletes a PENDING document. */
export function useDeleteDocument() {
  const changed = useDocumentsChanged();
  return useSend({
    mutationFn: (documentId: string, { idempotencyKey }) => deleteDocument(documentId, { idempotencyKey }),
    onSuccess: () => {
      notify.success(documentDeletedMessage);
      changed();
    },
  });
}

/** How long a file's object URL lives: long enough for the new tab to load it. */
const objectUrlLifetime = 60_000;

async function fileUrl(documentId: string): Promise<string> {
  const url = URL.createObjectURL(await getDocumentFile(documentId));
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetime);
  return url;
}

/**
 * Opens the owner's own file in a new tab: fetched with the session's token (a plain link could
 * not send it) and shown through an object URL, the tab opened at the click so no popup blocker
 * stops it (the certificate's pattern, `useOpenCertificate`).
 */
export function useOpenDocument() {
  const mutation = useMutation({
    mutationFn: async ({ documentId, tab }: { documentId: string; tab: Window | null }) => {
      const url = await showInTab(tab, () => fileUrl(documentId));
      if (!tab) window.open(url, '_blank');
    },
  });
  return { open: (documentId: string) => mutation.mutate({ documentId, tab: openBlankTab() }), isPending: mutation.isPending };
}
