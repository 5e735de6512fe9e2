import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { replySerializer } from '../../src/lib/reply-serializer';
import { jsonSchemaOf } from '../../src/lib/route-docs';

const Profile = v.object({
  id: v.string(),
  name: v.string(),
  phone: v.nullable(v.string()),
  balance: v.number(),
  tags: v.array(v.object({ label: v.string() })),
  details: v.record(v.string(), v.unknown()),
  joined: v.optional(v.string()),
});

const profile = { id: 'u1', name: 'Ada', phone: null, balance: 12.5, tags: [{ label: 'a' }], details: { any: { nested: [1, 'x'] } } };

describe('replySerializer', () => {
  it('should write what the schema describes as JSON.stringify would, open records whole', () => {
    const write = replySerializer(jsonSchemaOf(Profile), { check: true, route: 'GET /profile' });
    expect(JSON.parse(write(profile))).toEqual(profile);
  });

  it('should not refuse a reply without an optional field, nor one a required field is missing from', () => {
    const write = replySerializer(jsonSchemaOf(Profile));
    const { name: _name, ...withoutName } = profile;
    expect(JSON.parse(write(withoutName))).toEqual(withoutName);
  });

  it('should leave out fields the schema does not name', () => {
    const write = replySerializer(jsonSchemaOf(Profile));
    expect(JSON.parse(write({ ...profile, passwordHash: 'secret' }))).not.toHaveProperty('passwordHash');
  });

  it('should fail the tests when the schema would change a reply', () => {
    const write = replySerializer(jsonSchemaOf(Profile), { check: true, route: 'GET /profile' });
    expect(() => write({ ...profile, balance: '12.50' })).toThrow(/^the reply schema of GET \/profile does not describe its reply/);
  });

  it('should write with JSON.stringify what a schema does not shape', () => {
    expect(replySerializer({ description: 'Success', type: 'object' })({ a: 1 })).toBe('{"a":1}');
    expect(replySerializer(undefined)([1, 2])).toBe('[1,2]');
  });
});
