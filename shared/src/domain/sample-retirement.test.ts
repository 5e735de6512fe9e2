import { isSampleRetirement } from './sample-retirement';

describe('isSampleRetirement', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('should call a retirement of a sample project %s paid by a wallet with sandbox money %s a sample: %s', (sampleProject, walletTakesSandboxMoney, sample) => {
    expect(isSampleRetirement({ sampleProject, walletTakesSandboxMoney })).toBe(sample);
  });
});
