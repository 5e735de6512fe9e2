import { formatDateTime } from '@commons/shared/domain';
import { outboxStates, type OutboxEntry, type OutboxQueryInput } from '@commons/shared/schemas';
import { Button, LoadFailed, PageTitle, Spinner, Stack } from '@commons/shared/ui';
import { Select } from '@commons/shared/ui-kit';
import { Table, type Column } from '@commons/shared/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Pager, positionOf } from '../../../components/pager';
import { TableFilters } from '../../../components/table-filters';
import { TableSearch } from '../../../components/table-search';
import { useTableUrl } from '../../../components/table-url';
import { useOutbox } from '../api/get-outbox';
import { MailState } from './mail-state';
import { MailView } from './mail-view';
import { ResendDialog, type ResentMail } from './resend-dialog';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Wrap = styled.span`
  overflow-wrap: anywhere;
`;

const columns: Column<OutboxEntry>[] = [
  { header: 'To', cell: (mail) => <Wrap>{mail.to}</Wrap>, sortKey: 'to' },
  { header: 'Subject', cell: (mail) => <Wrap>{mail.subject}</Wrap>, sortKey: 'subject' },
  { header: 'Status', cell: (mail) => <MailState state={mail.state} />, sortKey: 'state' },
  { header: 'When', cell: (mail) => formatDateTime(mail.createdAt), sortKey: 'createdAt' },
  { header: 'Attempts', cell: (mail) => mail.attempts, sortKey: 'attempts' },
];

const filters = ['state', 'q'] as const;

/**
 * The operator's outbox: every mail the site queued, a numbered page the server sorts (newest
 * first unless a header says otherwise), filters by state and searches by address, the view kept
 * in the address; one opens to read its text and links, and to resend it behind a confirmation.
 */
export function OutboxList() {
  const table = useTableUrl(filters, { sort: 'createdAt', order: 'desc' });
  const [viewing, setViewing] = useState<string | null>(null);
  const [resending, setResending] = useState<ResentMail | null>(null);
  // The address is passed on as it is: the server refuses what it does not know, with a message.
  const query = useOutbox(table.view as OutboxQueryInput);
  const q = table.view.q ?? '';
  const open: Column<OutboxEntry> = {
    header: 'Mail',
    cell: (mail) => (
      <Button variant="secondary" aria-label={`View “${mail.subject}” to ${mail.to}`} onClick={() => setViewing(mail.mailId)}>
        View
      </Button>
    ),
  };
  return (
    <Stack $gap={20}>
      <PageTitle>Mail</PageTitle>
      <Intro>Every mail the site queued, newest first unless a column header sorts it. A resend queues a copy as a new mail and needs a reason; security mail is never resent.</Intro>
      <TableFilters>
        <Select label="Status" placeholder="Every status" options={outboxStates} value={table.view.state ?? ''} onChange={(e) => table.change({ state: e.target.value })} />
        <TableSearch key={q} name="Search the outbox" label="Address" hint="Part of an address, any case" value={q} onSearch={(text) => table.change({ q: text })} />
      </TableFilters>
      {query.isPending ? (
        <Spinner label="Loading the outbox" />
      ) : query.isError && !query.data ? (
        <LoadFailed onRetry={() => void query.refetch()}>The outbox could not be loaded.</LoadFailed>
      ) : (
        <Stack $gap={12}>
          <Table
            caption={q ? `Mail to addresses containing ${q}` : 'All mail'}
            columns={[...columns, open]}
            rows={query.data.mails}
            rowKey={(mail) => mail.mailId}
            emptyText={q || table.view.state ? 'No mail matches these filters' : 'No mail yet'}
            sorting={table.sorting}
          />
          <Pager label="Pages of mail" {...positionOf(query.data)} onPage={table.onPage} />
        </Stack>
      )}
      {viewing && (
        <MailView
          mailId={viewing}
          onClose={() => setViewing(null)}
          onResend={(mail) => {
            setViewing(null);
            setResending(mail);
          }}
        />
      )}
      {resending && <ResendDialog mail={resending} onClose={() => setResending(null)} />}
    </Stack>
  );
}
