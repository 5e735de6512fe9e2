import * as v from 'valibot';
import { isCountryName } from '@commons/shared/domain';
import { limits, messages } from './messages';
import { requiredText } from './text';

// Apart from fields.ts: the sign-in forms use those fields, and webpack places a module's imports
// with it wherever it goes, so the country list (2 KB gzip, and its sort) came with /login.

/**
 * A country name from the reference data (the profile's Country and Nationality, a family
 * member's country of residence and nationality): chosen from the list, never typed freely.
 */
export const countryNameText = () =>
  v.pipe(requiredText(messages.required, { max: limits.textMax }), v.check(isCountryName, messages.invalid));
