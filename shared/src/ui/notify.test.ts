import { toast } from 'react-toastify';
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
    expect(spies.success).toHaveBeenCalledWith('Member Added', { autoClose: 2000 });
    expect(spies.error).toHaveBeenCalledWith('Invalid phone', { autoClose: 4000 });
    expect(spies.info).toHaveBeenCalledWith('Heads up', { autoClose: 4000 });
    expect(spies.loading).toHaveBeenCalledWith('Saving', { autoClose: false });
  });
});
