/** What a table or tile shows for a value it does not have (docs/product-rules.md#screens: "-"), in every remote. */
export const missing = '-';

/** `value` through `format`, or "-" when there is none. */
export const orMissing = <Value,>(value: Value | null | undefined, format: (value: Value) => string = String): string =>
  value === null || value === undefined ? missing : format(value);
