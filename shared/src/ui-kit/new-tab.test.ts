import { openBlankTab, showInTab } from './new-tab';

/** A tab as `window.open` returns it, still blank and still knowing its opener. */
const fakeTab = () => ({ opener: window as unknown, location: { href: '' }, close: vi.fn() });

describe('openBlankTab', () => {
  it('should open a blank tab of this origin cut off from this window', () => {
    const tab = fakeTab();
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    expect(openBlankTab()).toBe(tab);
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('should answer null when the browser blocks the tab', () => {
    vi.stubGlobal('open', vi.fn(() => null));
    expect(openBlankTab()).toBeNull();
  });
});

describe('showInTab', () => {
  it('should send the waiting tab to the address once the reply comes', async () => {
    const tab = fakeTab();
    await expect(showInTab(tab as unknown as Window, async () => 'https://pay.example/1')).resolves.toBe(
      'https://pay.example/1',
    );
    expect(tab.location.href).toBe('https://pay.example/1');
  });

  it('should still give the address when no tab could be opened', async () => {
    await expect(showInTab(null, async () => 'blob:x')).resolves.toBe('blob:x');
  });

  it('should close the waiting tab and pass the failure on', async () => {
    const tab = fakeTab();
    const failure = new Error('Payments are unavailable');
    await expect(showInTab(tab as unknown as Window, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
