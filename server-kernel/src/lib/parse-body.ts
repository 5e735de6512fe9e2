import type * as v from 'valibot';
import { describeIssues, validate } from '@commons/shared/schemas';
import { badRequest } from '../errors';

/**
 * Validates a request body with a shared schema, or throws 400 naming every problem. No body
 * at all reads as an empty object, so each missing field gets its own message.
 */
export function parseBody<S extends v.GenericSchema>(schema: S, body: unknown): v.InferOutput<S> {
  const input = body ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) throw badRequest('Request body must be a JSON object');
  const result = validate(schema, input);
  if (!result.ok) throw badRequest(describeIssues(result.issues));
  return result.value;
}
