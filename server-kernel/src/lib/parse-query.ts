import type * as v from 'valibot';
import { describeIssues, validate } from '@commons/shared/schemas';
import { badRequest } from '../errors';

/** Validates a request's query string with a shared schema, or throws 400 naming every problem. */
export function parseQuery<S extends v.GenericSchema>(schema: S, query: unknown): v.InferOutput<S> {
  const result = validate(schema, query ?? {});
  if (!result.ok) throw badRequest(describeIssues(result.issues));
  return result.value;
}
