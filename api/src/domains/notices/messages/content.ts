import { centsToUsd, formatUsd } from '@commons/shared/domain';
import type { MailInput } from '../../mail/types';

/** What a message builder writes: the mail without its routing (address, account, category, unsubscribe link). */
export type MailContent = Omit<MailInput, 'to' | 'individualId' | 'category' | 'unsubscribeUrl'>;

/** `$1,234.50`, the site's way of writing money. */
export const usd = (cents: number): string => formatUsd(centsToUsd(cents));

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** `26 November 2026, 20:31 UTC`: mail is read anywhere, so times say their zone. */
export const when = (date: Date): string => dateFormat.format(date);

/** A link to a page of the site, absolute as mail needs. */
export const page = (origin: string, path: string): string => new URL(path, origin).toString();
