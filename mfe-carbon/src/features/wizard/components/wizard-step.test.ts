import { stepAddress, stepFromSearch } from './wizard-step';

describe('stepFromSearch', () => {
  it.each([
    ['?step=1', 0],
    ['?step=2', 1],
    ['?step=3', 2],
    ['?purchase=abc&step=3', 2],
    ['', 1],
    ['?step=4', 1],
    ['?step=0', 1],
    ['?step=two', 1],
    ['?step=03', 1],
  ])('should read %j as step index %i', (search, index) => {
    expect(stepFromSearch(search)).toBe(index);
  });
});

describe('stepAddress', () => {
  it('should name the step from 1 and keep the other parameters', () => {
    expect(stepAddress('/wizard', '?purchase=abc', 2)).toBe('/wizard?purchase=abc&step=3');
    expect(stepAddress('/wizard', '?step=3', 0)).toBe('/wizard?step=1');
  });
});
