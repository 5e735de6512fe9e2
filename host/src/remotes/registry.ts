import { registerRemotes } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';
import { canaryParam, currentCanaries } from './canary';

/** The release registry: which version of each remote is live (ARCHITECTURE.md). */
export const registryUrl = '/registry/remotes.json';

/** Where this browser keeps the last registry it saw, for when the server cannot answer. */
export const savedRegistryKey = 'commons-registry';

const RegistrySchema = v.object({
  remotes: v.array(v.object({ name: v.string(), version: v.string(), entry: v.string() })),
});
type Registry = v.InferOutput<typeof RegistrySchema>;

function savedRegistry(): Registry | null {
  try {
    const result = v.safeParse(RegistrySchema, JSON.parse(localStorage.getItem(savedRegistryKey) ?? 'null'));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

/** The server's refusal of this tab's canaries (not published, unknown remote, incompatible). */
export class CanaryRefusedError extends Error {
  override name = 'CanaryRefusedError';
}

/** The registry address, asking for this tab's canaries: `?remote=carbon%401.3.0`. */
export function registryRequestUrl(canaries: string[]): string {
  if (canaries.length === 0) return registryUrl;
  const query = new URLSearchParams(canaries.map((canary) => [canaryParam, canary]));
  return `${registryUrl}?${query}`;
}

async function requestRegistry(canaries: string[]): Promise<Registry> {
  const response = await fetch(registryRequestUrl(canaries), { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok && canaries.length > 0 && response.status < 500) {
    const reply = (await response.json().catch(() => ({}))) as { message?: unknown };
    throw new CanaryRefusedError(typeof reply.message === 'string' ? reply.message : `${registryUrl} replied ${response.status}`);
  }
  if (!response.ok) throw new Error(`${registryUrl} replied ${response.status}`);
  return v.parse(RegistrySchema, await response.json());
}

/**
 * The live registry, never from the HTTP cache (activating or rolling back a version must
 * reach every browser at its next load). When it cannot be fetched, the last registry this
 * browser saw is used, so a registry outage does not take the site down. A tab with canaries
 * gets them or an error: it neither falls back to the live versions it did not ask for nor
 * leaves its canaries as this browser's last registry.
 */
export async function fetchRegistry(canaries: string[] = []): Promise<Registry> {
  if (canaries.length > 0) return requestRegistry(canaries);
  try {
    const registry = await requestRegistry([]);
    localStorage.setItem(savedRegistryKey, JSON.stringify(registry));
    return registry;
  } catch (error) {
    const saved = savedRegistry();
    if (saved) return saved;
    throw error;
  }
}

let registration: Promise<void> | null = null;

/**
 * Resolves once every remote of the registry is registered with the federation runtime (its
 * entry is the version's `mf-manifest.json`), with this tab's canaries. Fetched once per page
 * load; a failure is not kept, so Retry on a remote page tries the registry again.
 */
export function remotesReady(): Promise<void> {
  registration ??= fetchRegistry(currentCanaries()).then(
    ({ remotes }) => registerRemotes(remotes.map(({ name, entry }) => ({ name, entry }))),
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}
