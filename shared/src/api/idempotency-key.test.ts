import { newIdempotencyKey } from './idempotency-key';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('should give a different random UUID every time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    expect(keys.every((key) => uuidV4.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });

  it('should still give random UUIDs where randomUUID is missing (plain http)', () => {
    const { getRandomValues } = crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(crypto) });
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    expect(keys.every((key) => uuidV4.test(key))).toBe(true);
    expect(new Set(keys).size).toBe(50);
  });
});
