import { OutboxList } from '../features/mail/components/outbox-list';

/** `/console/mail`: the operator's view of the mail outbox (docs/architecture.md, "The console"). */
export default function MailPage() {
  return <OutboxList />;
}
