import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registryElementId, rolloutClientParam, type RemoteName } from '@commons/shared/domain';
import { canaryParam, currentCanaries } from './canary';
import { rolloutClientId } from './client-id';
import { readRegistry, type Registry, type RegistryEntry } from './registry-shape';

export type { Registry, RegistryEntry } from './registry-shape';

/** The release registry: which version of each remote is live (docs/releases.md). */
export const registryUrl = '/registry/remotes.json';

/** Where this browser keeps the last registry it saw, for when the server cannot answer. */
export const savedRegistryKey = 'commons-registry';

/** A registry from its JSON text, or null when the text is not one. */
function parseRegistry(text: string | null | undefined): Registry | null {
  try {
    return readRegistry(JSON.parse(text ?? 'null'));
  } catch {
    return null;
  }
}

const savedRegistry = () => parseRegistry(localStorage.getItem(savedRegistryKey));

/**
 * The registry the server wrote into this page when every browser gets the same one
 * (platform/src/site/registry-script.ts), taken once: a later fetch in this page load, such as
 * Retry after a remote failed, asks the server afresh.
 */
function takeRegistryScript(): Registry | null {
  const element = document.getElementById(registryElementId);
  if (!element) return null;
  element.remove();
  return parseRegistry(element.textContent);
}

/** The server's refusal of this tab's canaries (not published, unknown remote, incompatible). */
export class CanaryRefusedError extends Error {
  override name = 'CanaryRefusedError';
}

/** The registry address: this tab's canaries (`?remote=carbon%401.3.0`) and this browser's rollout id. */
export function registryRequestUrl(canaries: string[], clientId: string | null = null): string {
  const query = new URLSearchParams(canaries.map((canary) => [canaryParam, canary]));
  if (clientId) query.append(rolloutClientParam, clientId);
  const text = query.toString();
  return text ? `${registryUrl}?${text}` : registryUrl;
}

async function requestRegistry(canaries: string[], clientId: string | null): Promise<Registry> {
  const response = await fetch(registryRequestUrl(canaries, clientId), {
    cache: 'no-store',
    // Every remote page waits for it, while the page's own files are already downloading.
    priority: 'high',
    headers: { accept: 'application/json' },
  });
  if (!response.ok && canaries.length > 0 && response.status < 500) {
    const reply = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new CanaryRefusedError(typeof reply.message === 'string' ? reply.message : `${registryUrl} replied ${response.status}`);
  }
  if (!response.ok) throw new Error(`${registryUrl} replied ${response.status}`);
  return readRegistry(await response.json());
}

/** Why the server refused this tab's canaries, once the registry was fetched; null when it did not. */
let refusal: string | null = null;
export const canaryRefusal = () => refusal;

/**
 * This browser's registry, never from the HTTP cache (activating or rolling back a version must
 * reach every browser at its next load): the live versions, or a rollout's for this browser's
 * bucket; the one written into the page when there is one (the page is no-store too). When it cannot be fetched, the last registry this browser saw is used, so a registry
 * outage does not take the site down. A tab's canaries replace their remotes' versions; when
 * the server refuses them, the refusal is kept for the banner and the tab loads the live site,
 * so a bad `?remote=` link never breaks a page. A canary registry is never saved as the last seen.
 */
export async function fetchRegistry(canaries: string[] = [], clientId: string | null = rolloutClientId()): Promise<Registry> {
  refusal = null;
  if (canaries.length > 0) {
    try {
      return await requestRegistry(canaries, clientId);
    } catch (error) {
      if (error instanceof CanaryRefusedError) refusal = error.message;
      else console.error('The canary registry could not be fetched; loading the live site', error);
    }
  }
  try {
    const registry = takeRegistryScript() ?? (await requestRegistry([], clientId));
    localStorage.setItem(savedRegistryKey, JSON.stringify(registry));
    return registry;
  } catch (error) {
    const saved = savedRegistry();
    if (saved) return saved;
    throw error;
  }
}

let registration: Promise<Registry> | null = null;
let registered: Registry | null = null;

/** The registry this page load runs on (null until it is fetched): for the About panel and health reports. */
export const currentRegistry = () => registered;

/** The version and channel of a remote in this page load's registry. */
export const registryEntryOf = (name: string): RegistryEntry | null =>
  registered?.remotes.find((remote) => remote.name === name) ?? null;

/**
 * Resolves once every remote of the registry is registered with the federation runtime (its
 * entry is the version's `mf-manifest.json`), with this tab's canaries. Fetched once per page
 * load; a failure is not kept, so Retry on a remote page tries the registry again.
 */
export function remotesReady(): Promise<Registry> {
  registration ??= fetchRegistry(currentCanaries()).then(
    (registry) => {
      registerRemotes(registry.remotes.map(({ name, entry }) => ({ name, entry })));
      registered = registry;
      return registry;
    },
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}

/**
 * Registers a remote again after it failed to load, so the runtime drops what it kept of it (its
 * manifest, a half-loaded entry) and the next load fetches everything afresh.
 */
export function reregisterRemote(name: RemoteName): void {
  const entry = registryEntryOf(name);
  if (entry) registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
}
