import { rolloutClientKey } from '@commons/shared/domain';
import { newUuid, rolloutClientId } from './client-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('rolloutClientId', () => {
  beforeEach(() => localStorage.clear());

  it('should make a random UUID once and keep it for every later load', () => {
    const id = rolloutClientId();
    expect(id).toMatch(uuid);
    expect(localStorage.getItem(rolloutClientKey)).toBe(id);
    expect(rolloutClientId()).toBe(id);
  });

  it.each(['', 'ann@example.com', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g'])(
    'should replace a stored value that is no UUID (%j)',
    (stored) => {
      localStorage.setItem(rolloutClientKey, stored);
      const id = rolloutClientId();
      expect(id).toMatch(uuid);
      expect(id).not.toBe(stored);
    },
  );

  it('should make a v4 UUID without crypto.randomUUID, as over plain http', () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = [newUuid(insecure), newUuid(insecure)];
    for (const id of ids) expect(id).toMatch(uuid);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('should keep one id for the tab when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const id = rolloutClientId(refusing);
    expect(id).toMatch(uuid);
    expect(rolloutClientId(refusing)).toBe(id);
    expect(rolloutClientId(null)).toBe(id);
  });
});
