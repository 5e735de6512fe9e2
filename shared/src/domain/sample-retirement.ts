/**
 * Whether a retirement is a sample, not a real one (docs/product-rules.md#sample-retirements):
 * its project is one of the illustrative sample projects, or the wallet that paid it was ever
 * topped up through the sandbox card provider. A wallet holds one balance, so no cent of it can
 * be traced to the payment it came from: once play money is in, nothing it pays can be shown to
 * be paid with real money. Decided when the retirement is made and stored with it.
 */
export function isSampleRetirement(paidFrom: { sampleProject: boolean; walletTakesSandboxMoney: boolean }): boolean {
  return paidFrom.sampleProject || paidFrom.walletTakesSandboxMoney;
}

/** The payment provider whose top-ups are play money: its card numbers charge nobody. */
export const sandboxPaymentProvider = 'sandbox';

/** The band a sample's certificate, receipt, verification and impact pages carry. */
export const sampleRetirementLabel = 'Sample, not a real retirement';

/** What the verification page says of a sample instead of calling it genuine. */
export const sampleCertificateNotice = 'This is a sample certificate: it records a retirement of sample credits, not a real one.';

