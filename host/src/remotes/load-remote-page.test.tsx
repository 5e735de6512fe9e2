import { loadRemote } from '@module-federation/enhanced/runtime';
import { render, screen } from '@testing-library/react';
import { healthReporter } from './health-reporter';
import { loadRemotePage, RemoteLoadError } from './load-remote-page';
import { registryEntryOf, remotesReady, reregisterRemote } from './registry';

vi.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: vi.fn() }));
vi.mock('./registry', () => ({ remotesReady: vi.fn(), reregisterRemote: vi.fn(), registryEntryOf: vi.fn() }));

describe('loadRemotePage', () => {
  beforeEach(() => {
    vi.mocked(remotesReady).mockResolvedValue({ remotes: [] });
    vi.mocked(registryEntryOf).mockReturnValue({ name: 'carbon', version: '1.1.0', entry: '/x', channel: 'rollout', screens: [] });
    vi.spyOn(healthReporter, 'report').mockImplementation(() => {});
  });

  it('should report a page as loaded, with its version and time, the first time it renders', async () => {
    vi.mocked(loadRemote).mockResolvedValue({ default: () => <h1>Dashboard</h1> });
    const { default: Page } = await loadRemotePage('carbon/DashboardPage');
    expect(healthReporter.report).not.toHaveBeenCalled();

    render(<Page />).unmount();
    render(<Page />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(healthReporter.report).toHaveBeenCalledTimes(1);
    expect(healthReporter.report).toHaveBeenCalledWith({ remote: 'carbon', version: '1.1.0', outcome: 'loaded', ms: expect.any(Number) });
  });

  it('should report a load failure, and register the remote again before the next try', async () => {
    vi.mocked(loadRemote).mockRejectedValueOnce(new Error('ScriptNetworkError'));
    await expect(loadRemotePage('account/ProfilePage')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(healthReporter.report).toHaveBeenCalledWith(expect.objectContaining({ remote: 'account', outcome: 'load-failed' }));
    expect(reregisterRemote).not.toHaveBeenCalled();

    vi.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemotePage('account/ProfilePage');
    expect(reregisterRemote).toHaveBeenCalledWith('account');
  });

  it('should leave a running remote registered when one of its pages fails (webpack refetches its chunks)', async () => {
    vi.mocked(reregisterRemote).mockClear();
    vi.mocked(loadRemote).mockResolvedValueOnce({ default: () => null }).mockRejectedValueOnce(new Error('ChunkLoadError'));
    await loadRemotePage('admin/IamPolicyPage');
    await expect(loadRemotePage('admin/GroupPolicyPage')).rejects.toBeInstanceOf(RemoteLoadError);
    vi.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await loadRemotePage('admin/GroupPolicyPage');
    expect(reregisterRemote).not.toHaveBeenCalled();
  });

  it('should give up on a load that does not answer within the deadline', async () => {
    vi.mocked(loadRemote).mockReturnValue(new Promise(() => {}));
    await expect(loadRemotePage('wallet/WalletPage', 20)).rejects.toThrow('wallet/WalletPage could not be loaded: no answer within 0.02 s');
  });

  it('should report nothing when the registry could not be had (no version to report)', async () => {
    vi.mocked(registryEntryOf).mockReturnValue(null);
    vi.mocked(remotesReady).mockRejectedValue(new Error('offline'));
    await expect(loadRemotePage('account/LoginPage')).rejects.toThrow('offline');
    expect(healthReporter.report).not.toHaveBeenCalled();
  });
});
