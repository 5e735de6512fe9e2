import { rolloutClientKey } from '@commons/shared/domain';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type RandomSource = Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>>;

/**
 * A random version 4 UUID. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost); a site served over plain http still gets one from `getRandomValues`.
 */
export function newUuid(source: RandomSource = crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The tab's id when localStorage cannot keep one (private modes, storage disabled). */
let memoryId: string | null = null;

/**
 * This browser's rollout id: a random UUID kept in localStorage, so a rollout gives it the same
 * versions on every load. It carries nothing about the person; a missing or tampered value is
 * replaced by a new one.
 */
export function rolloutClientId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeLocalStorage()): string {
  try {
    const saved = storage?.getItem(rolloutClientKey);
    if (saved && uuid.test(saved)) return saved;
    const id = newUuid();
    storage?.setItem(rolloutClientKey, id);
    if (storage) return id;
  } catch {
    // Storage refused: keep one id for this tab.
  }
  memoryId ??= newUuid();
  return memoryId;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
