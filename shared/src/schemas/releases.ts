import * as v from 'valibot';
import { healthReportLimits, loadOutcomes, remoteNames } from '@commons/shared/domain';

/** Versions become folder names and URL segments, so only plain semver-like characters pass. */
export const VersionSchema = v.pipe(
  v.string('version is required'),
  v.regex(/^[0-9A-Za-z][0-9A-Za-z.+_-]{0,99}$/, 'version may only hold letters, digits and . + _ -'),
);

export const RemoteNameSchema = v.picklist(remoteNames, `remote must be one of ${remoteNames.join(', ')}`);

/** One remote page load the host measured: which remote and version, how it went, how long it took. */
export const LoadReportSchema = v.strictObject({
  remote: RemoteNameSchema,
  version: VersionSchema,
  outcome: v.picklist(loadOutcomes, `outcome must be one of ${loadOutcomes.join(', ')}`),
  ms: v.pipe(
    v.number('ms must be a number'),
    v.finite('ms must be a finite number'),
    v.minValue(0, 'ms must not be negative'),
    v.transform((ms) => Math.min(Math.round(ms), healthReportLimits.maxDurationMs)),
  ),
});
export type LoadReport = v.InferOutput<typeof LoadReportSchema>;

/** The body of `POST /registry/health`: a small batch of load reports, nothing else. */
export const LoadReportBatchSchema = v.strictObject({
  reports: v.pipe(
    v.array(LoadReportSchema, 'reports must be a list'),
    v.minLength(1, 'reports must not be empty'),
    v.maxLength(healthReportLimits.maxReports, `at most ${healthReportLimits.maxReports} reports at once`),
  ),
});
export type LoadReportBatch = v.InferOutput<typeof LoadReportBatchSchema>;
