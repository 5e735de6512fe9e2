import * as v from 'valibot';

/** A published factor's source as a detailed estimate cites it. */
export const FactorSourceSchema = v.object({
  publisher: v.string(),
  name: v.string(),
  url: v.string(),
  year: v.number(),
  licence: v.string(),
});

/** One line of a detailed estimate (shared `detailedEstimate`). */
export const FootprintLineSchema = v.object({
  key: v.picklist(['electricity', 'vehicles', 'water', 'family']),
  label: v.string(),
  quantity: v.number(),
  unit: v.string(),
  factor: v.number(),
  factorUnit: v.string(),
  note: v.string(),
  source: FactorSourceSchema,
  tonnes: v.number(),
});

/**
 * A record's detailed estimate from published factors, computed with the factor set the record
 * was created under; shown beside the contract's `estimatedEmissions`, which purchases use.
 */
export const DetailedEstimateSchema = v.object({
  factorSetVersion: v.string(),
  country: v.nullable(v.string()),
  lines: v.array(FootprintLineSchema),
  totalTonnes: v.number(),
});

export type DetailedEstimateReply = v.InferOutput<typeof DetailedEstimateSchema>;
