import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@commons/shared/domain';
import { parseRemoteScreens, screensFile, type RemoteScreens, type Screen } from '@commons/shared/schemas';
import { createDeployStore } from './deploy-store';

export type ScreensRead = { ok: true; value: RemoteScreens } | { ok: false; problems: string[] };

/**
 * The `screens.json` a remote's build wrote into `dir`, checked against the shared schema and
 * against `remote` (a build of one remote never declares another's screens): the screens, or
 * every problem, as publish refuses with them.
 */
export async function readScreensFile(dir: string, remote: RemoteName): Promise<ScreensRead> {
  const text = await readFile(path.join(dir, screensFile), 'utf8').catch(() => null);
  if (text === null) return { ok: false, problems: [`${screensFile} is missing; build the remote again`] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problems: [`${screensFile} is not JSON`] };
  }
  const parsed = parseRemoteScreens(json);
  if (parsed.ok && parsed.value.remote !== remote) {
    return { ok: false, problems: [`${screensFile} declares the screens of ${parsed.value.remote}, not of ${remote}`] };
  }
  return parsed;
}

/** A published version's screens, or null when the version is not published. */
export type VersionScreens = (name: RemoteName, version: string) => Promise<Screen[] | null>;

export interface VersionScreensDeps {
  deployDir: string;
  /** Brings a version published through another instance onto this disk; false when unpublished. */
  ensureLocal: (name: RemoteName, version: string) => Promise<boolean>;
}

/**
 * Reads the screens a published version declared, memoised per version since a published
 * version never changes. A version whose `screens.json` is missing or invalid (published before
 * builds declared their screens) reads as no screens; an unpublished one as null, asked again
 * next time since it may be published later.
 */
export function createVersionScreens({ deployDir, ensureLocal }: VersionScreensDeps): VersionScreens {
  const store = createDeployStore(deployDir);
  const known = new Map<string, Promise<Screen[] | null>>();

  const read = async (name: RemoteName, version: string): Promise<Screen[] | null> => {
    if (!(await ensureLocal(name, version))) return null;
    const screens = await readScreensFile(store.versionDir(name, version), name);
    return screens.ok ? screens.value.screens : [];
  };

  return (name, version) => {
    const key = `${name}@${version}`;
    let screens = known.get(key);
    if (!screens) {
      screens = read(name, version).catch(() => null);
      known.set(key, screens);
      void screens.then((found) => {
        if (found === null) known.delete(key);
      });
    }
    return screens;
  };
}
