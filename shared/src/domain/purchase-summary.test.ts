import { purchaseSummary } from './purchase-summary';

describe('purchaseSummary', () => {
  it('should multiply both prices by the quantity and give the mark-up percentage', () => {
    expect(purchaseSummary({ unitPrice: 10, markUpPrice: 12.5 }, 24)).toEqual({
      quantity: 24,
      creditsTotal: 240,
      markedUpTotal: 300,
      markUpPercentage: 25,
      fee: 60,
      feePerTonne: 2.5,
    });
  });

  it('should stay exact to the cent where floats would not', () => {
    const summary = purchaseSummary({ unitPrice: 0.1, markUpPrice: 0.3 }, 3);
    expect(summary.creditsTotal).toBe(0.3);
    expect(summary.markedUpTotal).toBe(0.9);
    expect(summary.fee).toBe(0.6);
    expect(summary.feePerTonne).toBe(0.2);
    expect(summary.markUpPercentage).toBe(200);
  });

  it('should have no fee and 0 % when the mark-up price is the unit price', () => {
    expect(purchaseSummary({ unitPrice: 8, markUpPrice: 8 }, 12)).toMatchObject({ fee: 0, markUpPercentage: 0 });
  });

  it('should not divide by zero for a free listing', () => {
    expect(purchaseSummary({ unitPrice: 0, markUpPrice: 0 }, 12).markUpPercentage).toBe(0);
  });
});
