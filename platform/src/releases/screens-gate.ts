import type { RemoteName } from '@commons/shared/domain';
import { lostGuardRedirects, screenProblems, type RemoteScreens } from '@commons/shared/schemas';
import { createDeployStore } from './deploy-store';
import type { HostPage } from './host-pages';
import type { Serving } from './serving';
import { readScreensFile, type VersionScreens } from './version-screens';

/**
 * Why a version's screens may not be served beside the host's pages and what the other remotes
 * serve, one line per screen and reason (empty when none): a clash, or a path the host's guards
 * send visitors to that it would leave without a live screen. `served`: what each remote serves now.
 */
export interface ScreensCheck {
  /** A build in the deploy store being published: its `screens.json` must be there and valid. */
  ofBuild(name: RemoteName, version: string, served: Serving[]): Promise<string[]>;
  /** A published version a switch would serve (no `screens.json`: no screens). */
  ofVersion(name: RemoteName, version: string, served: Serving[]): Promise<string[]>;
}

export interface ScreensCheckDeps {
  deployDir: string;
  hostPages: () => Promise<HostPage[]>;
  versionScreens: VersionScreens;
}

/** The versions other remotes serve: live, and rolling out (some browsers have it already). */
const servedVersions = (served: Serving[], except: RemoteName) =>
  served
    .filter(({ name }) => name !== except)
    .flatMap(({ name, live, rollout }) => [live?.version, rollout?.version].flatMap((version) => (version ? [{ name, version }] : [])));

/** Every remote's live version, the one all browsers but a rollout's share get. */
const liveVersions = (served: Serving[]) => served.flatMap(({ name, live }) => (live ? [{ name, version: live.version }] : []));

export function createScreensCheck({ deployDir, hostPages, versionScreens }: ScreensCheckDeps): ScreensCheck {
  const store = createDeployStore(deployDir);

  const declarationsOf = (versions: { name: RemoteName; version: string }[]): Promise<RemoteScreens[]> =>
    Promise.all(versions.map(async ({ name, version }) => ({ remote: name, screens: (await versionScreens(name, version)) ?? [] })));

  const problems = async (candidate: RemoteScreens, served: Serving[]) => {
    const hostPaths = (await hostPages()).map((page) => page.path);
    const others = await declarationsOf(servedVersions(served, candidate.remote));
    const live = await declarationsOf(liveVersions(served));
    return [...screenProblems(candidate, { hostPaths, others }), ...lostGuardRedirects(candidate, live)];
  };

  return {
    async ofBuild(name, version, served) {
      const read = await readScreensFile(store.versionDir(name, version), name);
      return read.ok ? problems(read.value, served) : read.problems;
    },
    async ofVersion(name, version, served) {
      return problems({ remote: name, screens: (await versionScreens(name, version)) ?? [] }, served);
    },
  };
}

/** A refusal's message: the version, then each screen and reason. */
export const describeProblems = (name: RemoteName, version: string, problems: string[]) =>
  `${name} ${version} declares screens the site cannot serve: ${problems.join('; ')}`;
