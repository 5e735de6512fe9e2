import { documentKindLabels, formatDateTime, formatFileSize } from '@commons/shared/domain';
import type { ReviewDocument, ReviewDocumentsQueryInput } from '@commons/shared/schemas';
import { Button, Card, Stack } from '@commons/shared/ui';
import { Table, type Column } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Pager, positionOf } from '../../../components/pager';
import { TableSearch } from '../../../components/table-search';
import { useReviewDocuments } from '../api/get-review-documents';
import { DocumentDecision } from './document-decision';
import { DocumentView } from './document-view';
import { ListState } from './list-state';
import { useReviewTable } from './review-table';

const Heading = styled.h2`
  margin: 0 0 16px;
  font-size: 1.15rem;
  overflow-wrap: anywhere;
`;

/**
 * The identity documents waiting for review, oldest first unless a header says otherwise,
 * searched by email or file name: paged, sorted and searched by the server, the view kept in the
 * address. One is viewed below.
 */
export function DocumentsTab() {
  const table = useReviewTable({ sort: 'uploaded', order: 'asc' });
  const [viewed, setViewed] = useState<ReviewDocument | null>(null);
  const query = useReviewDocuments(table.query as ReviewDocumentsQueryInput);

  const columns: Column<ReviewDocument>[] = [
    { header: 'Account', cell: (row) => row.email, sortKey: 'email' },
    { header: 'Kind', cell: (row) => documentKindLabels[row.kind], sortKey: 'kind' },
    { header: 'File', cell: (row) => `${row.fileName} (${formatFileSize(row.size)})` },
    { header: 'Uploaded', cell: (row) => formatDateTime(row.uploadedAt), sortKey: 'uploaded' },
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
      <TableSearch key={table.view.q ?? ''} name="Search the documents" label="Account or file" hint="Part of an email or a file name, any case" value={table.view.q ?? ''} onSearch={(q) => table.change({ q })} />
      <ListState query={query} what="documents">
        {(data) => (
          <Stack>
            <Table
              caption="Documents waiting for review"
              columns={columns}
              rows={data.documents}
              rowKey={(row) => row.documentId}
              emptyText={table.view.q ? 'No documents match this search' : 'No documents wait for review'}
              sorting={table.sorting}
            />
            <Pager label="Pages of documents" {...positionOf(data)} onPage={table.onPage} />
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
