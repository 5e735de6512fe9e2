import * as v from 'valibot';
import { limits } from './messages';

/**
 * A required text field: a missing value and an empty string both read as "required",
 * because a form sends '' where the API may receive nothing at all.
 */
export const requiredText = (requiredMessage: string) =>
  v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(limits.textMax, `must be at most ${limits.textMax} characters`),
  );
