/** One field of a changed thing: its value before and after, as JSON text; null where it was absent. */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * What an audit event's `before` and `after` differ in, field by field, in the order the fields
 * first appear: an object's fields that changed, appeared or went. Anything else (a whole value
 * made or removed, a list) is one line named `value`.
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return text(before ?? undefined) === text(after ?? undefined) ? [] : [{ field: 'value', before: text(before ?? undefined), after: text(after ?? undefined) }];
  }
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return fields
    .map((field) => ({ field, before: text(was[field]), after: text(is[field]) }))
    .filter((change) => change.before !== change.after);
}
