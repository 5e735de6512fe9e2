import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { describeIssues, validate } from './validate';

const refusal = (schema: v.GenericSchema, input: unknown) => {
  const result = validate(schema, input);
  if (result.ok) throw new Error('expected a refusal');
  return describeIssues(result.issues);
};

describe('validate', () => {
  it.each([
    ['a strict object', v.strictObject({ name: v.string(), kind: v.picklist(['a', 'b']) })],
    ['an object', v.object({ name: v.string(), kind: v.picklist(['a', 'b']) })],
  ])("should call a key missing from %s required, not valibot's 'Invalid key'", (_name, schema) => {
    expect(refusal(schema, {})).toBe('name: required; kind: required');
  });

  it('should keep what a schema says about a field that is there', () => {
    expect(refusal(v.object({ kind: v.picklist(['a', 'b'], 'Kind must be a or b') }), { kind: 'c' })).toBe('Kind must be a or b');
  });

  it('should tell a field of the wrong type the type it must have', () => {
    expect(refusal(v.object({ name: v.string('Name is required') }), { name: 5 })).toBe('name: must be text');
  });
});
