// @tgwf/co2 ships no types; only its average intensities are read, by footprint-factors.test.ts.
declare module '@tgwf/co2/data' {
  export const averageIntensity: { data: Record<string, number>; type: 'average' };
}
