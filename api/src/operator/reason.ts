import * as v from 'valibot';
import { noControlCharacters, reviewReasonMax } from '@commons/shared/schemas';

/**
 * `--reason TEXT` of a command that may say why (the console always does): kept in the audit
 * event's reason (docs/operations.md#the-audit); blank is no reason.
 */
export const OptionalReasonSchema = v.optional(
  v.pipe(
    v.string('reason must be text'),
    v.trim(),
    v.maxLength(reviewReasonMax, `reason must be at most ${reviewReasonMax} characters`),
    // PostgreSQL refuses a NUL in text: refused here, with a message, before it gets there.
    noControlCharacters('reason must not contain control characters'),
  ),
);

/** The option that fills it. */
export const reasonOption = { name: 'reason', placeholder: 'TEXT', verbatim: true } as const;
