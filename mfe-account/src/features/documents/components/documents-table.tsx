import { documentKindLabels, formatDateTime, formatFileSize } from '@commons/shared/domain';
import type { IdentityDocument } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { Table, type Column } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { useOpenDocument } from '../api/documents';

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

const Reason = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

/** The review state, and for a rejected document the operator's reason. */
function State({ document }: { document: IdentityDocument }) {
  return (
    <>
      {document.state}
      {document.rejectionReason && <Reason>Reason: {document.rejectionReason}</Reason>}
    </>
  );
}

/** The owner's documents: name, kind, size, upload date, review state; Open, and Delete while PENDING. */
export function DocumentsTable({
  documents,
  onDelete,
}: {
  documents: IdentityDocument[];
  onDelete: (document: IdentityDocument) => void;
}) {
  const { open } = useOpenDocument();
  const columns: Column<IdentityDocument>[] = [
    { header: 'Name', cell: (d) => d.fileName },
    { header: 'Kind', cell: (d) => documentKindLabels[d.kind] },
    { header: 'Size', cell: (d) => formatFileSize(d.size) },
    { header: 'Uploaded', cell: (d) => formatDateTime(d.uploadedAt) },
    { header: 'State', cell: (d) => <State document={d} /> },
    {
      header: 'Actions',
      cell: (d) => (
        <Actions>
          <Button variant="secondary" aria-label={`Open ${d.fileName}`} onClick={() => open(d.documentId)}>
            Open
          </Button>
          {d.state === 'PENDING' && (
            <Button variant="danger" aria-label={`Delete ${d.fileName}`} onClick={() => onDelete(d)}>
              Delete
            </Button>
          )}
        </Actions>
      ),
    },
  ];
  return (
    <Table
      caption="Your identity documents"
      columns={columns}
      rows={documents}
      rowKey={(d) => d.documentId}
      emptyText="No documents uploaded yet"
    />
  );
}
