import * as v from 'valibot';
import { operationalDataStatuses } from '@commons/shared/domain';
import { DataUploadSchema } from '@commons/shared/schemas';
import { DataFileSchema } from '../../operator/data-file';
import { OptionalReasonSchema } from '../../operator/reason';
import { RequestIdSchema } from '../wallet/operator-schemas';

export const OperationalDataStatusSchema = v.picklist(
  operationalDataStatuses,
  `must be one of ${operationalDataStatuses.join(', ')}`,
);

/** Whole tonnes, as typed on the command line or sent as a number. */
const TonnesSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))], 'must be whole tonnes, 0 or more'),
  v.integer('must be whole tonnes, 0 or more'),
  v.minValue(0, 'must be whole tonnes, 0 or more'),
);

/** Bodies of `POST /api/operator/operational-data/<command>` and `.../listings/<command>`. */
export const CarbonOperatorSchemas = {
  list: v.object({ status: v.optional(OperationalDataStatusSchema) }),
  approve: v.object({ operationalDataId: RequestIdSchema, emissions: TonnesSchema, reason: OptionalReasonSchema }),
  reject: v.object({ operationalDataId: RequestIdSchema, reason: OptionalReasonSchema }),
  /** `upload`: a file's text from the console instead of a path (docs/operations.md#projects-and-listings-from-the-console). */
  seed: v.object({ file: v.optional(DataFileSchema), upload: v.optional(DataUploadSchema), reason: OptionalReasonSchema }),
  none: v.object({}),
} as const;
