import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { parseBody } from '../../src/lib/parse-body';

const Body = v.object({
  name: v.pipe(v.string(), v.minLength(2, 'Name is too short')),
  age: v.optional(v.number('must be a number'), 0),
});

/** What `parseBody` threw, for a check of its status and message. */
function refusal(body: unknown): AppError {
  try {
    parseBody(Body, body);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('parseBody accepted the body');
}

describe('parseBody', () => {
  it('should hand back the parsed body, defaults filled in', () => {
    expect(parseBody(Body, { name: 'Ada' })).toEqual({ name: 'Ada', age: 0 });
  });

  it('should read no body as an empty object, so each missing field is named', () => {
    const error = refusal(undefined);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('name: required');
  });

  it.each([
    ['an array', [{ name: 'Ada' }]],
    ['a string', 'Ada'],
  ])('should refuse %s with 400', (_kind, body) => {
    const error = refusal(body);
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('Request body must be a JSON object');
  });

  it('should name every problem in one message', () => {
    expect(refusal({ name: 'A', age: 'old' }).message).toBe('Name is too short; age: must be a number');
  });
});
