import { consoleApi } from '@commons/shared/contract';
import type { DataUploadPreviewInput, DataUploadSaveInput } from '@commons/shared/schemas';
import { callConsole } from './client';

/** Query keys of the console's Projects screen: a save refreshes the projects for sale. */
export const consoleProjectsQueryKeys = {
  all: ['console', 'projects'] as const,
  page: (page: number) => ['console', 'projects', page] as const,
};

/** One numbered page of projects, by name, with their listings and the tonnes left of each. */
export const getConsoleProjects = (page: number, { signal }: { signal?: AbortSignal } = {}) =>
  callConsole(consoleApi.consoleProjects, { query: { page: String(page) } }, { signal });

/** The seed's dry run on an uploaded projects or listings file: what saving it would do; saves nothing. */
export const previewDataUpload = (body: DataUploadPreviewInput) => callConsole(consoleApi.previewDataUpload, { body });

/** Saves an uploaded projects or listings file as the seed would, with a reason kept in the audit. */
export const saveDataUpload = (body: DataUploadSaveInput) => callConsole(consoleApi.saveDataUpload, { body });
