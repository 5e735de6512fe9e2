import { formatDateTime } from '@commons/shared/domain';
import type { OutboxEntry } from '@commons/shared/schemas';
import { Button, PagedTable, PageTitle, Stack, type Column } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useOutbox } from '../api/get-outbox';
import { MailState } from './mail-state';
import { MailView } from './mail-view';
import { OutboxSearch } from './outbox-search';
import { ResendDialog, type ResentMail } from './resend-dialog';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Wrap = styled.span`
  overflow-wrap: anywhere;
`;

const columns: Column<OutboxEntry>[] = [
  { header: 'To', cell: (mail) => <Wrap>{mail.to}</Wrap> },
  { header: 'Subject', cell: (mail) => <Wrap>{mail.subject}</Wrap> },
  { header: 'Status', cell: (mail) => <MailState state={mail.state} /> },
  { header: 'When', cell: (mail) => formatDateTime(mail.createdAt) },
  { header: 'Attempts', cell: (mail) => mail.attempts },
];

/**
 * The operator's outbox: every mail the site queued, newest first, searched by address and paged
 * by the server; one opens to read its text and links, and to resend it behind a confirmation.
 */
export function OutboxList() {
  const [to, setTo] = useState('');
  const [viewing, setViewing] = useState<string | null>(null);
  const [resending, setResending] = useState<ResentMail | null>(null);
  const query = useOutbox(to);
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
      <Intro>Every mail the site queued, newest first. A resend queues a copy as a new mail and needs a reason; security mail is never resent.</Intro>
      <OutboxSearch value={to} onSearch={setTo} />
      <PagedTable query={query} caption={to ? `Mail to addresses containing ${to}` : 'All mail'} columns={[...columns, open]} rowKey={(mail) => mail.mailId} />
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
