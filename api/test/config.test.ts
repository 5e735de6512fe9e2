import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it.each([
    [undefined, 'auto'],
    ['', 'auto'],
    ['auto', 'auto'],
    ['manual', 'manual'],
  ])('should read ACCOUNT_REVIEW %j as %s', (value, expected) => {
    expect(loadConfig({ ACCOUNT_REVIEW: value }).accountReview).toBe(expected);
  });

  it('should refuse any other ACCOUNT_REVIEW with the values it takes', () => {
    expect(() => loadConfig({ ACCOUNT_REVIEW: 'Manual' })).toThrow(
      'ACCOUNT_REVIEW must be "auto" or "manual", got "Manual"',
    );
  });
});
