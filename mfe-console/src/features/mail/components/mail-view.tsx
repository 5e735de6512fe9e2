import { formatDateTime } from '@commons/shared/domain';
import { Button, LoadFailed, Spinner, Stack } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import styled from 'styled-components';
import { Facts } from '../../../components/facts';
import { useOutboxMail } from '../api/get-outbox';
import type { ResentMail } from './resend-dialog';
import { MailState } from './mail-state';

/** The plain text part, as text: React escapes it, and no HTML part is ever rendered. */
const Body = styled.pre`
  margin: 0;
  padding: 12px 14px;
  max-height: 320px;
  overflow: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font: inherit;
`;

const Links = styled.ul`
  margin: 0;
  padding-left: 20px;
  & a { overflow-wrap: anywhere; }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

/**
 * One mail of the outbox: its headers, its plain text part and its links (the site's own,
 * opened in a new tab), with a way to resend it.
 */
export function MailView({ mailId, onResend, onClose }: { mailId: string; onResend: (mail: ResentMail) => void; onClose: () => void }) {
  const query = useOutboxMail(mailId);
  const mail = query.data;
  return (
    <Modal title={mail ? mail.subject : 'Mail'} description={mail ? `To ${mail.to}` : undefined} onClose={onClose} wide>
      {query.isError && <LoadFailed onRetry={() => void query.refetch()}>This mail could not be loaded.</LoadFailed>}
      {query.isPending && <Spinner label="Loading" />}
      {mail && (
        <Stack>
          <Facts aria-label="Headers">
            <dt>From</dt>
            <dd>{mail.from}</dd>
            <dt>To</dt>
            <dd>{mail.to}</dd>
            <dt>Subject</dt>
            <dd>{mail.subject}</dd>
            <dt>Date</dt>
            <dd>{formatDateTime(mail.createdAt)}</dd>
            <dt>Category</dt>
            <dd>{mail.category}</dd>
            <dt>State</dt>
            <dd>
              <MailState state={mail.state} /> {mail.attempts} attempt{mail.attempts === 1 ? '' : 's'}
              {mail.sentAt && `, sent ${formatDateTime(mail.sentAt)}`}
            </dd>
            {mail.lastError && (
              <>
                <dt>Last error</dt>
                <dd>{mail.lastError}</dd>
              </>
            )}
            {mail.attachments.length > 0 && (
              <>
                <dt>Attachments</dt>
                <dd>{mail.attachments.join(', ')}</dd>
              </>
            )}
            <dt>Message-ID</dt>
            <dd>{mail.messageId}</dd>
          </Facts>
          <Heading>Text</Heading>
          <Body>{mail.text}</Body>
          <Heading>Links</Heading>
          {mail.links.length ? (
            <Links>
              {mail.links.map((link) => (
                <li key={link}>
                  <a href={link} target="_blank" rel="noopener noreferrer">
                    {link}
                  </a>
                </li>
              ))}
            </Links>
          ) : (
            <p>None</p>
          )}
          <div>
            <Button type="button" onClick={() => onResend({ mailId: mail.mailId, to: mail.to, subject: mail.subject })}>
              Resend…
            </Button>
          </div>
        </Stack>
      )}
    </Modal>
  );
}
