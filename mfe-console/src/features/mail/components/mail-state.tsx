import { BadgeChip, type ChipTone } from '@commons/shared/ui-kit';

/** The outbox's own words, toned: `kept` is stored only, the site having no SMTP_URL (docs/mail.md). */
const tones: Record<string, ChipTone> = { sent: 'success', failed: 'danger' };

/** A mail's state as the outbox has it: queued, sending, sent, failed or kept. */
export function MailState({ state }: { state: string }) {
  return <BadgeChip tone={tones[state] ?? 'neutral'}>{state}</BadgeChip>;
}
