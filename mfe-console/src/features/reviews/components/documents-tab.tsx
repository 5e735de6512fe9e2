import { documentKindLabels, formatDateTime, formatFileSize } from '@commons/shared/domain';
import type { ReviewDocument } from '@commons/shared/schemas';
import { Button, Card, Stack, Table, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Pager } from '../../../components/pager';
import { useReviewDocuments } from '../api/get-review-documents';
import { DocumentDecision } from './document-decision';
import { DocumentView } from './document-view';
import { ListState } from './list-state';

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

/** The identity documents waiting for review, oldest first, paged by the server; one is viewed below. */
export function DocumentsTab() {
  const [page, setPage] = useState(1);
  const [viewed, setViewed] = useState<ReviewDocument | null>(null);
  const query = useReviewDocuments({ page: String(page) });

  const columns: Column<ReviewDocument>[] = [
    { header: 'Account', cell: (row) => row.email },
    { header: 'Kind', cell: (row) => documentKindLabels[row.kind] },
    { header: 'File', cell: (row) => `${row.fileName} (${formatFileSize(row.size)})` },
    { header: 'Uploaded', cell: (row) => formatDateTime(row.uploadedAt) },
    {
      header: 'Review',
      cell: (row) => (
        <Stack $gap={8}>
          <Button variant="secondary" onClick={() => setViewed(row)} aria-label={`View ${row.fileName}`}>
            View
          </Button>
          <DocumentDecision document={row} email={row.email} />
        </Stack>
      ),
    },
  ];

  return (
    <Stack>
      <ListState query={query} what="documents">
        {(data) => (
          <Stack>
            <Table caption="Documents waiting for review" columns={columns} rows={data.documents} rowKey={(row) => row.documentId} emptyText="No documents wait for review" />
            <Pager label="Pages of documents" page={data.page} pageCount={data.pageCount} total={data.total} onPage={setPage} />
          </Stack>
        )}
      </ListState>
      {viewed && (
        <Card aria-labelledby="viewed-document">
          <Heading id="viewed-document">
            {documentKindLabels[viewed.kind]} of {viewed.email}
          </Heading>
          <DocumentView document={viewed} />
        </Card>
      )}
    </Stack>
  );
}
