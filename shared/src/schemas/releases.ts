import * as v from 'valibot';
import { healthReportLimits, loadOutcomes, remoteNames, webVitalMaxima, webVitalNames } from '@commons/shared/domain';

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

/** One web vital of a page view, for one remote version that drew the page (docs/releases.md#web-vitals). */
export const VitalReportSchema = v.pipe(
  v.strictObject({
    remote: RemoteNameSchema,
    version: VersionSchema,
    metric: v.picklist(webVitalNames, `metric must be one of ${webVitalNames.join(', ')}`),
    value: v.pipe(v.number('value must be a number'), v.finite('value must be a finite number'), v.minValue(0, 'value must not be negative')),
  }),
  v.transform((vital) => ({ ...vital, value: Math.min(vital.value, webVitalMaxima[vital.metric]) })),
);
export type VitalReport = v.InferOutput<typeof VitalReportSchema>;

const { maxReports } = healthReportLimits;

/**
 * The body of `POST /registry/health`: a small batch of load reports and web vitals, nothing
 * else; at least one entry and at most `maxReports` of both together.
 */
export const LoadReportBatchSchema = v.pipe(
  v.strictObject({
    reports: v.optional(
      v.pipe(v.array(LoadReportSchema, 'reports must be a list'), v.maxLength(maxReports, `at most ${maxReports} reports at once`)),
      [],
    ),
    vitals: v.optional(
      v.pipe(v.array(VitalReportSchema, 'vitals must be a list'), v.maxLength(maxReports, `at most ${maxReports} reports at once`)),
      [],
    ),
  }),
  v.check(({ reports, vitals }) => reports.length + vitals.length > 0, 'reports must not be empty'),
  v.check(({ reports, vitals }) => reports.length + vitals.length <= maxReports, `at most ${maxReports} reports at once`),
);
export type LoadReportBatch = v.InferOutput<typeof LoadReportBatchSchema>;
