import { CommonsThemeProvider } from '@commons/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Registry } from '../remotes/registry';
import { VersionsDialog, bucketSummary } from './versions-dialog';

const registry: Registry = {
  remotes: [
    { name: 'account', version: '1.0.0', entry: '/a', channel: 'live', screens: [] },
    { name: 'carbon', version: '1.1.0', entry: '/c', channel: 'rollout', screens: [] },
  ],
};

describe('VersionsDialog', () => {
  it("should show the host's version and each remote's version and channel", () => {
    render(<VersionsDialog onClose={() => {}} registry={registry} hostVersion="3.2.1" />, { wrapper: CommonsThemeProvider });
    const dialog = screen.getByRole('dialog', { name: 'Versions' });
    const rows = within(dialog)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['host', '3.2.1', 'built in'],
      ['account', '1.0.0', 'live'],
      ['carbon', '1.1.0', 'rollout (this browser is in its share)'],
    ]);
    expect(dialog).toHaveAccessibleDescription('carbon 1.1.0: rollout (this browser is in its share)');
  });

  it('should close on Escape', async () => {
    const onClose = vi.fn();
    render(<VersionsDialog onClose={onClose} registry={registry} hostVersion="3.2.1" />, { wrapper: CommonsThemeProvider });
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it.each([
    [null, 'The release registry could not be read; remote pages load once it can.'],
    [{ remotes: [registry.remotes[0]!] }, 'This tab runs the live version of every remote.'],
    [
      { remotes: [{ name: 'wallet', version: '2.0.0', entry: '/w', channel: 'canary' as const, screens: [] }] },
      'wallet 2.0.0: canary (this tab only)',
    ],
  ])('should sum up %j', (given, summary) => {
    expect(bucketSummary(given)).toBe(summary);
  });
});
