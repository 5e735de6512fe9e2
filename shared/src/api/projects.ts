import { projects } from '@commons/shared/contract';
import { callUnreported } from './client';

type Signal = { signal?: AbortSignal };

/** Query keys of the public project pages. */
export const projectQueryKeys = {
  all: ['projects'] as const,
  list: ['projects', 'list'] as const,
  project: (projectId: string) => ['projects', 'project', projectId] as const,
};

/**
 * Public: every project with what a card and the map show; needs no session. Unreported: the
 * public pages say themselves that the list could not be loaded, with no toast.
 */
export const getProjects = (options?: Signal) => callUnreported(projects.projects, {}, options);

/**
 * Public: one project's disclosure, pictures and active listings; needs no session. An unknown
 * id rejects with a 404 ApiError, which the page shows as "not found" itself.
 */
export const getProject = (projectId: string, options?: Signal) =>
  callUnreported(projects.project, { params: { projectId } }, options);
