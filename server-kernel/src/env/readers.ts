import * as v from 'valibot';

/**
 * A variable as the environment holds it. Unset and empty mean the same: `VAR=` is how a shell
 * or a compose file clears one, so every reader starts from '' for both.
 */
const raw = v.optional(v.string('must be text'), '');

/** `"a" or "b"`, `"a", "b" or "c"`: the values a variable takes, as its error message lists them. */
export function quotedChoices(choices: readonly string[]): string {
  const quoted = choices.map((choice) => `"${choice}"`);
  return quoted.length < 2 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}

/** Any text, or `fallback` when unset. */
export const text = (fallback: string) => v.pipe(raw, v.transform((value) => value || fallback));

/** Any text, or null when unset: the caller gives absence its meaning. */
export const optionalText = () => v.pipe(raw, v.transform((value) => value || null));

/** Text that must be set; `message` stands alone, so it names the variable and why it is needed. */
export const requiredText = (message: string) => v.pipe(raw, v.nonEmpty(message));

/** One of `choices`, spelt exactly (case included), or `fallback` when unset. */
export const oneOf = <const T extends string>(choices: readonly T[], fallback: NoInfer<T>) =>
  v.pipe(raw, v.transform((value) => value || fallback), v.picklist(choices, `must be ${quotedChoices(choices)}`));

/** `true` or `false`, or `fallback` when unset; other spellings (`yes`, `1`) are refused, not guessed. */
export const flag = (fallback: boolean) =>
  v.pipe(oneOf(['true', 'false'], String(fallback) as 'true' | 'false'), v.transform((value) => value === 'true'));

/**
 * A number read by `Number()` (so `1e3` is 1000, as before the schema) that must pass `isAllowed`,
 * or `fallback` when unset. `rule` says what is allowed, after the variable's name.
 */
const numberWhere = (isAllowed: (value: number) => boolean, rule: string, fallback: number) =>
  v.pipe(
    raw,
    v.check((value) => value === '' || isAllowed(Number(value)), rule),
    v.transform((value) => (value === '' ? fallback : Number(value))),
  );

/** A number above zero. */
export const positiveNumber = (fallback: number) =>
  numberWhere((value) => Number.isFinite(value) && value > 0, 'must be a positive number', fallback);

/** A number from zero up: zero turns off what it measures (a wait, a hold). */
export const nonNegativeNumber = (fallback: number) =>
  numberWhere((value) => Number.isFinite(value) && value >= 0, 'must be a number from 0 up', fallback);

/** A positive number rounded up: a count given as 2.5 means at least 3. */
export const positiveCount = (fallback: number) => v.pipe(positiveNumber(fallback), v.transform(Math.ceil));

/** A fraction from 0 to 1, both included. */
export const fraction = (fallback: number) =>
  numberWhere((value) => value >= 0 && value <= 1, 'must be a number from 0 to 1', fallback);

/** A TCP port: anything else would only fail later, when the server listens. */
export const port = (fallback: number) =>
  numberWhere(
    (value) => Number.isInteger(value) && value >= 1 && value <= 65535,
    'must be a whole number from 1 to 65535',
    fallback,
  );

const isHttpAddress = (value: string) => URL.canParse(value) && ['http:', 'https:'].includes(new URL(value).protocol);

/** An http(s) address as written, or null when unset; `example` shows the expected form. */
export const optionalHttpAddress = (example: string) =>
  v.pipe(
    raw,
    v.check((value) => value === '' || isHttpAddress(value), `must be an http(s) address such as ${example}`),
    v.transform((value) => value || null),
  );

const isSmtpAddress = (value: string) => URL.canParse(value) && ['smtp:', 'smtps:'].includes(new URL(value).protocol);

/**
 * An SMTP server's address (`smtp://host:587`, `smtps://user:pass@host`), or null when unset.
 * The message does not echo it: it may hold a password.
 */
export const optionalSmtpAddress = () =>
  v.pipe(
    raw,
    v.check((value) => value === '' || isSmtpAddress(value), 'SMTP_URL must be an smtp:// or smtps:// address such as smtp://mail.example:587'),
    v.transform((value) => value || null),
  );
