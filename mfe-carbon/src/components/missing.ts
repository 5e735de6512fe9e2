/** What a table shows for a value the record does not have yet (PRODUCT_SPEC section 2: "-"). */
export const missing = '-';

/** `value` through `format`, or "-" when there is none. */
export const orMissing = <Value,>(value: Value | null | undefined, format: (value: Value) => string = String): string =>
  value === null || value === undefined ? missing : format(value);
