import { badgeFor, carbonActionFor, countedEmissions, leastPurchase, remainingNeed, requiredQuantity } from './carbon-records';

const now = new Date(2026, 10, 23);

describe('carbonActionFor', () => {
  it.each([
    // credits, badge, year, action
    [0, 'GRAY', 2025, 'checkout'],
    [0, 'GRAY', 2026, 'checkout'],
    [0, 'BLUE', 2025, null],
    [0, 'BLUE', 2026, null],
    [24, 'GRAY', 2025, 'offset'],
    [24, 'GRAY', 2026, null],
    [24, 'BLUE', 2025, null],
    [24, 'BLUE', 2026, null],
  ] as const)('should offer, for credits %s, badge %s and year %s: %s', (credits, badge, year, action) => {
    expect(carbonActionFor({ credits, badge, year }, now)).toBe(action);
  });
});

describe('badgeFor', () => {
  it('should be BLUE once offsets cover the actual emissions', () => {
    expect(badgeFor({ emissions: 30, estimatedEmissions: 24, offsets: 30 })).toBe('BLUE');
    expect(badgeFor({ emissions: 30, estimatedEmissions: 24, offsets: 24 })).toBe('GRAY');
  });

  it('should count the estimate where actual emissions are missing', () => {
    expect(badgeFor({ emissions: null, estimatedEmissions: 24, offsets: 24 })).toBe('BLUE');
    expect(badgeFor({ emissions: null, estimatedEmissions: 24, offsets: 22 })).toBe('GRAY');
  });

  it('should stay GRAY with nothing to cover or nothing offset', () => {
    expect(badgeFor({ emissions: null, estimatedEmissions: null, offsets: 0 })).toBe('GRAY');
    expect(badgeFor({ emissions: null, estimatedEmissions: 12, offsets: 0 })).toBe('GRAY');
  });
});

describe('the quantities of a record', () => {
  it('should count actual emissions first, the estimate otherwise', () => {
    expect(countedEmissions({ emissions: 30, estimatedEmissions: 24 })).toBe(30);
    expect(countedEmissions({ emissions: null, estimatedEmissions: 24 })).toBe(24);
  });

  it('should ask to buy the estimate first, the actual emissions otherwise, nothing without either', () => {
    expect(requiredQuantity({ emissions: 30, estimatedEmissions: 24 })).toBe(24);
    expect(requiredQuantity({ emissions: 30, estimatedEmissions: null })).toBe(30);
    expect(requiredQuantity({ emissions: null, estimatedEmissions: null })).toBeNull();
  });
});

describe('remainingNeed', () => {
  it('should take off what a plan or monthly offsets already retired for the year', () => {
    expect(remainingNeed({ emissions: null, estimatedEmissions: 12, offsets: 4 })).toBe(8);
    expect(remainingNeed({ emissions: 30, estimatedEmissions: 24, offsets: 0 })).toBe(24);
  });

  it('should be 0 once the year is covered and null without emissions', () => {
    expect(remainingNeed({ emissions: null, estimatedEmissions: 12, offsets: 16 })).toBe(0);
    expect(remainingNeed({ emissions: null, estimatedEmissions: null, offsets: 0 })).toBeNull();
  });

  it('should ask what the badge still counts once the estimate is retired but actual emissions are higher', () => {
    expect(remainingNeed({ emissions: 16, estimatedEmissions: 12, offsets: 12 })).toBe(4);
    expect(remainingNeed({ emissions: 16, estimatedEmissions: 12, offsets: 16 })).toBe(0);
  });
});

describe('leastPurchase', () => {
  it('should allow the smaller detailed estimate, rounded up, less what is retired', () => {
    expect(leastPurchase({ emissions: null, estimatedEmissions: 24, offsets: 0 }, 5.47)).toBe(6);
    expect(leastPurchase({ emissions: null, estimatedEmissions: 24, offsets: 2 }, 5.47)).toBe(4);
  });

  it('should keep the contract need when the detailed estimate is larger', () => {
    expect(leastPurchase({ emissions: null, estimatedEmissions: 12, offsets: 4 }, 30.2)).toBe(8);
  });

  it('should ask at least one tonne while the year needs any, and nothing once covered', () => {
    expect(leastPurchase({ emissions: null, estimatedEmissions: 24, offsets: 7 }, 5.47)).toBe(1);
    expect(leastPurchase({ emissions: null, estimatedEmissions: 12, offsets: 12 }, 5.47)).toBeNull();
  });
});
