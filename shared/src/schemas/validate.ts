import * as v from 'valibot';

/** One problem with one field (`field` is empty when the whole body is wrong). */
export interface FieldIssue {
  field: string;
  message: string;
}

/** The outcome of checking untrusted input against a schema: the value, or every issue. */
export type Validation<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/** What a field of the wrong JSON type is told, by the type its schema expects. */
const wrongTypeMessages: Partial<Record<string, string>> = {
  string: 'must be text',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
};

/** The contract's "required" messages ("required", "Email is required", ...; docs/product-rules.md#validation). */
const sayingRequired = /required$/i;

/**
 * The issue's message, unless a field that is there but of the wrong type (a number where text
 * belongs) would be told it is required: the schemas give their type checks the "required"
 * message, as a form's missing field arrives as '' or not at all, but a value that is present is
 * not missing, so it is told the type it must have. Null still reads as missing, as
 * JSON clients send null for an empty field; type checks with a message of their own keep it.
 */
function messageOf(issue: v.BaseIssue<unknown>): string {
  // valibot's own words for a key missing from an object ('Invalid key: Expected "name" but
  // received undefined') read as an error in the request's syntax; the field is simply required.
  if (issue.kind === 'schema' && issue.input === undefined && issue.message.startsWith('Invalid key:')) return 'required';
  const present = issue.input !== undefined && issue.input !== null;
  const misnamed = issue.kind === 'schema' && present && sayingRequired.test(issue.message);
  return (misnamed && wrongTypeMessages[issue.type]) || issue.message;
}

/**
 * Checks `input` against `schema` and collects the first issue of every field, in field order.
 * The signup form shows each as its own toast; the API turns them into one `message`.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    issues: result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: messageOf(issue) })),
  };
}

/**
 * One sentence for an API reply. Self-describing messages ("Name is too short") stand alone;
 * terse ones ("required", "invalid") are prefixed with their field so the reader knows which.
 */
export function describeIssues(issues: FieldIssue[]): string {
  return issues
    .map(({ field, message }) => (field && /^[a-z]/.test(message) ? `${field}: ${message}` : message))
    .join('; ');
}
