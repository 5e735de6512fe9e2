import { rolloutClientKey } from '@commons/shared/domain';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    const id = crypto.randomUUID();
    storage?.setItem(rolloutClientKey, id);
    if (storage) return id;
  } catch {
    // Storage refused: keep one id for this tab.
  }
  memoryId ??= crypto.randomUUID();
  return memoryId;
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
