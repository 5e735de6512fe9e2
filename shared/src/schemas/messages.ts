/**
 * Every user-facing validation message of the product contract (docs/product-rules.md#validation),
 * word for word. Forms and the API both read them from here, so the two can never disagree.
 */
export const messages = {
  invalidEmail: 'Invalid email',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  nameRequired: 'Name is required',
  nameTooShort: 'Name is too short',
  phoneRequired: 'Phone is required',
  invalidPhone: 'Invalid phone',
  passwordTooShort: 'password is too short',
  /** A new password refused by the strength rule (docs/product-rules.md#passwords). */
  passwordTooGuessable: 'password is too common or too easy to guess',
  required: 'required',
  invalid: 'invalid',
  mustBeInteger: 'must be an integer',
  mustBePositive: 'must be greater than 0',
  invalidSubUserEmail: 'invalid email',
  invalidMenu: 'invalid menu',
} as const;

/** The contract's business limits (docs/product-rules.md#figures-and-limits). */
export const limits = {
  nameMin: 7,
  /** A new password's shortest length (docs/product-rules.md#passwords); older ones still sign in. */
  passwordMin: 12,
  phoneMin: 11,
  /** Upper bounds per field, in characters: generous for real values, so no field can flood the database. */
  nameMax: 100,
  /** The longest address the mail standards allow (RFC 5321). */
  emailMax: 254,
  phoneMax: 30,
  /** Free text without a bound of its own (education, a name in an operator command). */
  textMax: 200,
  cityMax: 100,
  professionMax: 100,
  /** Citizenship numbers and residence ids: document numbers, short everywhere. */
  documentIdMax: 50,
  passwordMax: 200,
} as const;
