import { registerRemotes } from '@module-federation/enhanced/runtime';
import * as v from 'valibot';

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

/**
 * The live registry, never from the HTTP cache (activating or rolling back a version must
 * reach every browser at its next load). When it cannot be fetched, the last registry this
 * browser saw is used, so a registry outage does not take the site down.
 */
export async function fetchRegistry(): Promise<Registry> {
  try {
    const response = await fetch(registryUrl, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`${registryUrl} replied ${response.status}`);
    const registry = v.parse(RegistrySchema, await response.json());
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
 * entry is the version's `mf-manifest.json`). Fetched once per page load; a failure is not
 * kept, so Retry on a remote page tries the registry again.
 */
export function remotesReady(): Promise<void> {
  registration ??= fetchRegistry().then(
    ({ remotes }) => registerRemotes(remotes.map(({ name, entry }) => ({ name, entry }))),
    (error: unknown) => {
      registration = null;
      throw error;
    },
  );
  return registration;
}
