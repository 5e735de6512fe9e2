import * as v from 'valibot';

/** One problem with one field (`field` is empty when the whole body is wrong). */
export interface FieldIssue {
  field: string;
  message: string;
}

/** The outcome of checking untrusted input against a schema: the value, or every issue. */
export type Validation<T> = { ok: true; value: T } | { ok: false; issues: FieldIssue[] };

/**
 * Checks `input` against `schema` and collects the first issue of every field, in field order.
 * The signup form shows each as its own toast; the API turns them into one `message`.
 */
export function validate<S extends v.GenericSchema>(schema: S, input: unknown): Validation<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  return {
    ok: false,
    issues: result.issues.map((issue) => ({ field: v.getDotPath(issue) ?? '', message: issue.message })),
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
