import { render, screen } from '@testing-library/react';

/** notify, the container and the loader as a page has them before its first toast. */
async function freshToasts() {
  vi.resetModules();
  const { notify } = await import('./notify');
  const { Toasts } = await import('./toasts');
  const { loadedToastLibrary, loadToastLibrary } = await import('./toast-library');
  return { notify, Toasts, loadedToastLibrary, loadToastLibrary };
}

describe('toasts loaded with the first one', () => {
  it('should not load react-toastify until a toast is raised, then show the toast', async () => {
    const { notify, Toasts, loadedToastLibrary } = await freshToasts();
    const { container } = render(<Toasts />);
    expect(loadedToastLibrary()).toBeNull();
    expect(container).toBeEmptyDOMElement();
    notify.error('Invalid email or password');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
  });

  it('should show a message raised twice before the library arrived once', async () => {
    const { notify, Toasts, loadToastLibrary } = await freshToasts();
    render(<Toasts />);
    const first = notify.error('Name is required');
    expect(notify.error('Name is required')).toBe(first);
    await loadToastLibrary();
    expect(await screen.findAllByText('Name is required')).toHaveLength(1);
  });

  it('should never show a toast dismissed before the library arrived', async () => {
    const { notify, Toasts, loadToastLibrary } = await freshToasts();
    render(<Toasts />);
    notify.error('Gone already');
    notify.dismissMessage('Gone already');
    notify.success('Member Added');
    await loadToastLibrary();
    expect(await screen.findByText('Member Added')).toBeInTheDocument();
    expect(screen.queryByText('Gone already')).not.toBeInTheDocument();
  });
});
