import { toast } from 'react-toastify';
import { watchToasts } from '../testing/watch-toasts';
import { notify } from './notify';

describe('notify', () => {
  it('should keep success 2 s, error and info 4 s, and loading until dismissed', () => {
    const spies = {
      success: vi.spyOn(toast, 'success'),
      error: vi.spyOn(toast, 'error'),
      info: vi.spyOn(toast, 'info'),
      loading: vi.spyOn(toast, 'loading'),
    };
    notify.success('Member Added');
    notify.error('Invalid phone');
    notify.info('Heads up');
    notify.loading('Saving');
    expect(spies.success).toHaveBeenCalledWith('Member Added', expect.objectContaining({ autoClose: 2000 }));
    expect(spies.error).toHaveBeenCalledWith('Invalid phone', expect.objectContaining({ autoClose: 4000 }));
    expect(spies.info).toHaveBeenCalledWith('Heads up', expect.objectContaining({ autoClose: 4000 }));
    expect(spies.loading).toHaveBeenCalledWith('Saving', expect.objectContaining({ autoClose: false }));
  });

  it('should never show the same message twice at once', () => {
    const toasts = watchToasts();
    notify.error('Invalid phone');
    notify.error('Invalid phone');
    notify.error('Name is required');
    expect(toasts.showing()).toEqual(['Invalid phone', 'Name is required']);
  });

  it('should show a message again at once after it was dismissed', () => {
    const toasts = watchToasts();
    notify.error('Invalid phone');
    notify.dismissMessage('Invalid phone');
    expect(toasts.showing()).toEqual([]);
    notify.error('Invalid phone');
    expect(toasts.showing()).toEqual(['Invalid phone']);
  });
});
