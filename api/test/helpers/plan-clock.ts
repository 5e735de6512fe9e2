/**
 * Now for tests of monthly plans: the real time, except in December, when it is the same moment
 * of November 15th. A plan shares a year's tonnes over the months left to December
 * (docs/jobs.md#monthly-plans), so a plan started in December pays the year at once and a test of
 * later months, pauses or cancelling has none to work with. It moves on with the real time.
 */
export function planTestClock(): () => Date {
  const real = new Date();
  const start = real.getUTCMonth() === 11 ? Date.UTC(real.getUTCFullYear(), 10, 15, real.getUTCHours(), real.getUTCMinutes()) : real.getTime();
  return () => new Date(start + (Date.now() - real.getTime()));
}
