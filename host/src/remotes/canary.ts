/**
 * Canary (docs/releases.md#canary): a release engineer opens the site with
 * `?remote=carbon@1.3.0` (repeated or comma-separated) to load a published, not yet active
 * version in this tab only. The choice is kept in sessionStorage, so it lasts as the tab
 * navigates and ends with it. The host only passes names and versions to the registry; the
 * server checks they are published and makes the URLs.
 */

/** Where this tab keeps its canaries: a JSON array such as `["carbon@1.3.0"]`. */
export const canaryKey = 'commons-canary';

/** The page-address parameter that starts a canary. */
export const canaryParam = 'remote';

function fromAddress(search: string): string[] {
  return new URLSearchParams(search)
    .getAll(canaryParam)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().replaceAll(' ', '+'))
    .filter(Boolean);
}

function fromStorage(): string[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(canaryKey) ?? '[]');
    return Array.isArray(saved) ? saved.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * This tab's canaries: the page address's `remote` parameters when it has any (remembered for
 * the tab, replacing earlier ones), else the ones the tab remembered.
 */
export function currentCanaries(location: Pick<Location, 'search'> = window.location): string[] {
  const asked = fromAddress(location.search);
  if (asked.length === 0) return fromStorage();
  sessionStorage.setItem(canaryKey, JSON.stringify(asked));
  return asked;
}

/** Forgets this tab's canaries and reloads without them (and without the address parameter). */
export function leaveCanary(location: Pick<Location, 'href' | 'replace'> = window.location): void {
  sessionStorage.removeItem(canaryKey);
  const url = new URL(location.href);
  url.searchParams.delete(canaryParam);
  location.replace(url.toString());
}
