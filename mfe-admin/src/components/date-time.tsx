import { formatDateTime } from '@commons/shared/domain';
import { NoWrap } from './no-wrap';

const datePart = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const timePart = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });

/**
 * A date-time cell as `formatDateTime` writes it (`Nov 29, 2026, 3:39 PM`) that a narrow column
 * breaks only between the date and the time, never inside either: a table of eight columns then
 * still fits at desktop widths instead of turning to cards.
 */
export function DateTime({ iso }: { iso: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return <NoWrap>{formatDateTime(iso)}</NoWrap>;
  return (
    <>
      <NoWrap>{datePart.format(date)},</NoWrap> <NoWrap>{timePart.format(date)}</NoWrap>
    </>
  );
}
