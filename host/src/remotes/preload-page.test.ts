import { preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadOnIntent, preloadPage } from './preload-page';
import { declaredRegistry } from '../test/declared-registry';
import { remotesReady } from './registry';

vi.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: vi.fn() }));
vi.mock('./registry', () => ({ remotesReady: vi.fn() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

// Each test preloads other pages: the set of pages being fetched lives as long as the module.
beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(remotesReady).mockResolvedValue(declaredRegistry);
  vi.mocked(preloadRemote).mockResolvedValue(undefined);
});

describe('preloadPage', () => {
  it("should fetch the page's remote and exposed module once the registry is registered, once per page", async () => {
    preloadPage('/wallet');
    preloadPage('/wallet?tab=history');
    await settle();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'wallet', exposes: ['./WalletPage'] }]);
  });

  it('should know a page behind a route parameter, and leave the host pages and unknown paths alone', async () => {
    preloadPage('/verify/0b7c9d1e-aaaa-4bbb-8ccc-123456789abc');
    preloadPage('/faq');
    preloadPage('/nope');
    await settle();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'carbon', exposes: ['./CertificateVerificationPage'] }]);
  });

  it('should try again on the next call after a failure, and never throw', async () => {
    vi.mocked(preloadRemote).mockRejectedValueOnce(new Error('ScriptNetworkError'));
    preloadPage('/iam-policy');
    await settle();
    preloadPage('/iam-policy');
    await settle();
    expect(preloadRemote).toHaveBeenCalledTimes(2);
  });
});

describe('preloadOnIntent', () => {
  it("should fetch a link's page when it is pointed at, focused or touched, once", async () => {
    const intent = preloadOnIntent('/group-policy');
    intent.onPointerEnter();
    intent.onFocus();
    intent.onTouchStart();
    await settle();
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    expect(preloadRemote).toHaveBeenCalledWith([{ nameOrAlias: 'admin', exposes: ['./GroupPolicyPage'] }]);
  });
});
