import { canaryKey, currentCanaries, leaveCanary } from './canary';

describe('canary', () => {
  beforeEach(() => sessionStorage.clear());

  it('should read remote parameters, repeated or comma-separated, and remember them for the tab', () => {
    expect(currentCanaries({ search: '?remote=carbon@1.3.0&next=%2Fwallet&remote=wallet@2.0.0,admin@1.1.0' })).toEqual([
      'carbon@1.3.0',
      'wallet@2.0.0',
      'admin@1.1.0',
    ]);
    expect(currentCanaries({ search: '' })).toEqual(['carbon@1.3.0', 'wallet@2.0.0', 'admin@1.1.0']);
  });

  it('should keep the + of a content version typed into the address bar', () => {
    expect(currentCanaries({ search: '?remote=carbon@1.4.0+ab12cd34' })).toEqual(['carbon@1.4.0+ab12cd34']);
    expect(currentCanaries({ search: '?remote=carbon@1.4.0%2Bab12cd34' })).toEqual(['carbon@1.4.0+ab12cd34']);
  });

  it('should replace the remembered canaries with the ones a new address names', () => {
    currentCanaries({ search: '?remote=carbon@1.3.0' });
    expect(currentCanaries({ search: '?remote=wallet@2.0.0' })).toEqual(['wallet@2.0.0']);
  });

  it('should have none by default, and ignore what it cannot read', () => {
    expect(currentCanaries({ search: '?next=%2Fwallet&remote=' })).toEqual([]);
    sessionStorage.setItem(canaryKey, 'not json');
    expect(currentCanaries({ search: '' })).toEqual([]);
  });

  it('should forget the canaries and reload without the remote parameter when leaving', () => {
    currentCanaries({ search: '?remote=carbon@1.3.0' });
    const replace = vi.fn();
    leaveCanary({ href: 'http://localhost/dashboard?remote=carbon%401.3.0&year=2025', replace });
    expect(replace).toHaveBeenCalledWith('http://localhost/dashboard?year=2025');
    expect(currentCanaries({ search: '' })).toEqual([]);
  });
});
