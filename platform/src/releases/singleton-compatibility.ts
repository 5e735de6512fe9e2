import semver from 'semver';
import type { SharedLibrary } from './shared-manifest';

/** A singleton a remote needs in a range the host's copy is not compatible with. */
export interface SingletonMismatch {
  library: string;
  required: string;
  provided: string;
}

/** `react/jsx-runtime` -> `react`, `@commons/shared/ui` -> `@commons/shared`. */
const packageOf = (name: string) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/');

/**
 * Our own library, whose version follows its public API (tooling/src/public-api.js): a remote
 * built against a newer minor may call exports an older host's copy lacks, so its range must be
 * met exactly (docs/releases.md#compatibility-check).
 */
const strictLibraries = new Set(['@commons/shared']);

/**
 * Whether the host's copy can serve a remote asking for `required`: it satisfies the range, or,
 * for a third-party library, shares its compatibility class with a version the range admits
 * (same major, or same minor below 1.0). A newer minor asked of the same major is left to Module
 * Federation's run-time warning: only an incompatible major breaks the one copy everyone uses.
 */
function isCompatible(library: string, provided: string, required: string): boolean {
  if (semver.satisfies(provided, required, { includePrerelease: true })) return true;
  if (strictLibraries.has(library)) return false;
  const { major, minor } = semver.parse(provided)!;
  return semver.intersects(required, `^${major}.${major === 0 ? minor : 0}.0`, { includePrerelease: true });
}

/**
 * The singletons of a remote's manifest whose required range the host's copy cannot serve, one
 * per package (`react` and `react/jsx-runtime` are one library). A library the host does not
 * provide is the remote's own to load; a range or version semver cannot read is not judged.
 */
export function singletonMismatches(remote: SharedLibrary[], host: SharedLibrary[]): SingletonMismatch[] {
  const provided = new Map(host.map((library) => [library.name, library.version]));
  const mismatches = new Map<string, SingletonMismatch>();
  for (const { name, version, singleton, requiredVersion } of remote) {
    const hostVersion = semver.valid(provided.get(name) ?? null);
    const required = semver.validRange(requiredVersion === undefined ? `^${version}` : requiredVersion || null);
    const library = packageOf(name);
    if (!singleton || !hostVersion || !required || isCompatible(library, hostVersion, required)) continue;
    if (!mismatches.has(library)) {
      mismatches.set(library, { library, required: requiredVersion || `^${version}`, provided: hostVersion });
    }
  }
  return [...mismatches.values()];
}

/** `carbon 2.0.0 needs react ^20.0.0 but the host provides react 19.3.1, and ...` */
export function describeMismatches(remote: string, mismatches: SingletonMismatch[]): string {
  const parts = mismatches.map(
    ({ library, required, provided }) => `${library} ${required} but the host provides ${library} ${provided}`,
  );
  return `${remote} needs ${parts.join(', and ')}`;
}
