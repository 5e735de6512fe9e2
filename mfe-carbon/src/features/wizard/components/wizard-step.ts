/** The Wizard's steps, in order (docs/product-rules.md#screens). */
export const wizardSteps = ['Family Members', 'Operational Data', 'Carbon Credit'] as const;

/** The contract starts the Wizard on its second step: most visits record a year, not the family. */
export const firstShownStep = 1;

/** The address names the step on screen as `?step=1..3` (Back and reload keep it). */
export const stepParam = 'step';

/** The step (from 0) that `search` names; none or a wrong one is the first shown step. */
export function stepFromSearch(search: string): number {
  const named = new URLSearchParams(search).get(stepParam);
  const index = named !== null && /^[1-9]$/.test(named) ? Number(named) - 1 : NaN;
  return index < wizardSteps.length ? index : firstShownStep;
}

/** The address of `step` (from 0) on the page at `pathname`, keeping its other parameters. */
export function stepAddress(pathname: string, search: string, step: number): string {
  const params = new URLSearchParams(search);
  params.set(stepParam, String(step + 1));
  return `${pathname}?${params.toString()}`;
}
