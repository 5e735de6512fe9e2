import * as v from 'valibot';
import { limits, messages } from './messages';
import { minVisibleLength, requiredText } from './text';

/**
 * What a phone number is written with: digits, one leading +, and the spaces, dashes, dots and
 * parentheses people group them with. Letters and anything else are not a phone.
 */
const phoneCharacters = /^\+?[\d\p{Zs}().-]+$/u;

/** E.164 numbers hold at most 15 digits; no reachable number has fewer than 7. */
const digitCount = (phone: string) => phone.replace(/\D/g, '').length;
const hasPhoneDigits = (phone: string) => digitCount(phone) >= 7 && digitCount(phone) <= 15;

/**
 * A person's name (docs/product-rules.md#validation): required, at least 7 characters.
 * `requiredMessage` differs by form: "Name is required" at signup, "required" in the profile.
 */
export const nameText = (requiredMessage: string) =>
  v.pipe(
    requiredText(requiredMessage, { max: limits.nameMax }),
    minVisibleLength(limits.nameMin, messages.nameTooShort),
  );

/**
 * A phone number: required, at least 11 characters (docs/product-rules.md#validation), written as
 * people write phones; every other problem is "Invalid phone".
 */
export const phoneText = (requiredMessage: string) =>
  v.pipe(
    requiredText(requiredMessage, { max: limits.phoneMax, invalid: messages.invalidPhone }),
    minVisibleLength(limits.phoneMin, messages.invalidPhone),
    v.regex(phoneCharacters, messages.invalidPhone),
    v.check(hasPhoneDigits, messages.invalidPhone),
  );

/** Blank form values (an emptied number input gives NaN) read as missing, so they say "required". */
const isBlank = (value: unknown) =>
  value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value));

/**
 * A required number as forms and JSON send it: blank reads as "required", anything but a finite
 * number (the string "10" included) as `notANumber`. Pipe the field's bounds after it.
 */
export const requiredNumber = (notANumber: string) =>
  v.pipe(
    v.optional(v.unknown(), ''),
    v.transform((value) => (isBlank(value) ? undefined : value)),
    v.nonOptional(v.number(notANumber), messages.required),
    v.finite(notANumber),
  );

/**
 * An id the API handed out (a UUID) sent back in a body: required, then a UUID ("invalid"),
 * lower-cased so it compares as stored. The sub-user and group-policy requests name theirs so.
 */
export const idText = () =>
  v.pipe(v.optional(v.string(messages.required), ''), v.trim(), v.nonEmpty(messages.required), v.uuid(messages.invalid), v.toLowerCase());
