import * as v from 'valibot';
import { limits } from './messages';

/**
 * Characters nobody types into a one-line field: the C0 and C1 controls and DEL. NUL among them
 * is refused by PostgreSQL, so letting one through would turn a typing accident into a 500.
 */
const controlCharacter = /\p{Cc}/u;
/** The same, less the line breaks and tab a multi-line field (a description) may hold. */
const controlCharacterInLines = /(?![\t\n\r])\p{Cc}/u;

/**
 * Characters that show nothing yet are not white space: format characters (zero-width space,
 * joiners, BOM, direction marks, soft hyphen) and the fillers that render as blanks (Hangul, braille).
 */
const hidden = /[\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]/gu;
/** White space or a format character: at either end of a value, copied along, never meant. */
const edgeCharacter = /^[\p{White_Space}\p{Cf}]$/u;

/**
 * `text` without white space and format characters at its ends. A loop, not one regex: an
 * end-anchored pattern backtracks quadratically over a long run of spaces in a 100 KB body.
 */
function trimInvisible(text: string): string {
  const characters = [...text];
  let start = 0;
  let end = characters.length;
  while (start < end && edgeCharacter.test(characters[start]!)) start += 1;
  while (end > start && edgeCharacter.test(characters[end - 1]!)) end -= 1;
  return characters.slice(start, end).join('');
}

/** Message of a value holding a control character, for fields without a message of their own. */
export const controlCharacterMessage = 'must not contain control characters';

/** `text` without its hidden characters: what a reader sees, spaces included. */
const shownText = (text: string): string => text.replace(hidden, '');

/** Characters (code points, so an emoji counts once), as a person would count them. */
const characterCount = (text: string): number => [...text].length;

/** Refuses control characters with `message`; `multiline` lets line breaks and tabs through. */
export const noControlCharacters = (message = controlCharacterMessage, multiline = false) => {
  const control = multiline ? controlCharacterInLines : controlCharacter;
  return v.check((text: string) => !control.test(text), message);
};

/** How a free-text field is bounded beyond being required. */
export interface TextOptions {
  /** Most characters kept; longer values get "must be at most N characters". */
  max?: number;
  /** The field's own message for a control character (e.g. "Invalid phone"). */
  invalid?: string;
  /** Allows line breaks and tabs, for the multi-line fields to come (a project description). */
  multiline?: boolean;
}

/**
 * The one rule for free text (docs/api.md#how-input-is-checked-and-errors-reach-the-user): a
 * missing value, an empty string and one with nothing visible all read as `requiredMessage`,
 * because a form sends '' where the API may receive nothing at all. The value is trimmed of
 * invisible characters at both ends, and that trimmed value is what a schema outputs, so it is what
 * the API stores. Control characters are refused. Pipe further rules (minimum length, format) after
 * it: they see the trimmed value.
 */
export const requiredText = (requiredMessage: string, options: TextOptions = {}) => {
  const { max = limits.textMax, invalid = controlCharacterMessage, multiline = false } = options;
  return v.pipe(
    v.optional(v.string(requiredMessage), ''),
    v.transform(trimInvisible),
    noControlCharacters(invalid, multiline),
    v.check((text) => shownText(text).trim() !== '', requiredMessage),
    v.check((text) => characterCount(text) <= max, `must be at most ${max} characters`),
  );
};

/**
 * At least `length` characters once hidden ones are left out, so padding with zero-width
 * characters cannot make a short name long enough. Pipe it after `requiredText`.
 */
export const minVisibleLength = (length: number, message: string) =>
  v.check((text: string) => characterCount(shownText(text)) >= length, message);
