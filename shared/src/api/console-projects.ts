import { consoleApi } from '@commons/shared/contract';
import type { ConsoleProjectsQueryInput, DataUploadPreviewInput, DataUploadSaveInput } from '@commons/shared/schemas';
import { callConsole } from './client';

/** Query keys of the console's Projects screen: a save refreshes the projects for sale. */
export const consoleProjectsQueryKeys = {
  all: ['console', 'projects'] as const,
  page: (query: ConsoleProjectsQueryInput) => ['console', 'projects', query] as const,
};

/** One numbered page of projects, sorted and filtered as asked (by name unless asked), with their listings and the tonnes left of each. */
export const getConsoleProjects = (query: ConsoleProjectsQueryInput, { signal }: { signal?: AbortSignal } = {}) =>
  callConsole(consoleApi.consoleProjects, { query }, { signal });

/** The seed's dry run on an uploaded projects or listings file: what saving it would do; saves nothing. */
export const previewDataUpload = (body: DataUploadPreviewInput) => callConsole(consoleApi.previewDataUpload, { body });

/** Saves an uploaded projects or listings file as the seed would, with a reason kept in the audit. */
export const saveDataUpload = (body: DataUploadSaveInput) => callConsole(consoleApi.saveDataUpload, { body });
