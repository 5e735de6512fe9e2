import { navbarLabel } from './navbar-label';

describe('navbarLabel', () => {
  it.each([
    ['Ada Lovelace King', 'Ada Lovelace'],
    ['Ada Lovelace', 'Ada Lovelace'],
    ['Ada', 'Ada'],
    ['  Ada   Lovelace   King ', 'Ada Lovelace'],
    ['', ''],
  ])('should show %j as %j', (name, label) => {
    expect(navbarLabel(name)).toBe(label);
  });
});
