/**
 * A range of serial numbers (one unit, one tonne, each) inside a listing's block, written the way registries print
 * retirements: the block's identifier, then the first and last unit, e.g.
 * `GS1-1-IN-GS2443-12-2021-21578-1-24` for units 1 to 24 of block `GS1-1-IN-GS2443-12-2021-21578`.
 */
export interface SerialRange {
  /** The listing block's identifier: registry, country, project, credit type, vintage, batch. */
  prefix: string;
  /** First unit retired, counted from 1 inside the block. */
  start: number;
  /** Last unit retired, inclusive. */
  end: number;
}

/** The range as one serial string: `${prefix}-${start}-${end}`. */
export const formatSerialRange = ({ prefix, start, end }: SerialRange): string => `${prefix}-${start}-${end}`;

/** How many units (tonnes) the range holds. */
export const serialCount = ({ start, end }: SerialRange): number => end - start + 1;
