import { documentsPerAccount } from '@commons/shared/domain';
import type { IdentityDocument } from '@commons/shared/schemas';
import { LoadFailed, Spinner } from '@commons/shared/ui';
import { useState } from 'react';
import { Panel, PanelText, PanelTitle } from '../../profile/components/form-layout';
import { useDocuments } from '../api/documents';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { DocumentsTable } from './documents-table';
import { UploadForm } from './upload-form';

/**
 * The profile's identity documents (docs/product-rules.md#identity-documents), for the account
 * owner only: upload one of a kind with progress, the list with each review state, Open in a new
 * tab and Delete while PENDING. The profile screen renders it only for the owner; sub-users never
 * see it. A change of documents is a profile change: it says so where that sends the account back
 * to review (`reapprovalOnUpdate`).
 */
export function DocumentsPanel({ reapprovalOnUpdate }: { reapprovalOnUpdate: boolean }) {
  const documents = useDocuments();
  const [deleting, setDeleting] = useState<IdentityDocument | null>(null);
  const list = documents.data?.documents;
  return (
    <Panel aria-labelledby="profile-documents">
      <PanelTitle id="profile-documents">Documents</PanelTitle>
      <PanelText>
        Upload your passport, national identity card or driving licence and a proof of address: PDF, JPEG or PNG, at most 10
        MB each and {documentsPerAccount} at a time. Our team checks them when your account is reviewed
        {reapprovalOnUpdate ? '; your account goes back to review when its documents change.' : '.'}
      </PanelText>
      {list ? (
        <>
          <UploadForm documentCount={list.length} />
          <DocumentsTable documents={list} onDelete={setDeleting} />
        </>
      ) : documents.isError ? (
        <LoadFailed onRetry={() => void documents.refetch()}>Your documents could not be loaded.</LoadFailed>
      ) : (
        <Spinner label="Loading documents" />
      )}
      {deleting && <DeleteDocumentDialog document={deleting} reapprovalOnUpdate={reapprovalOnUpdate} onClose={() => setDeleting(null)} />}
    </Panel>
  );
}
