import type { PublicImpact } from '@commons/shared/schemas';
import { sessionActions } from '@commons/shared/session';
import { fakeApi, jsonReply, renderPage, watchToasts } from '@commons/shared/testing';
import { screen, within } from '@testing-library/react';
import PublicImpactPage from './public-impact-page';

const checkoutIds = ['0b6f7c1e-3d4a-4f7e-9a51-2c8d9e0f1a2b', '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d'];

const impact: PublicImpact = {
  handle: 'ada-plants',
  displayName: 'Ada the Planter',
  totalTonnes: 36,
  sampleTonnes: 12,
  years: [
    { year: 2026, tonnes: 24 },
    { year: 2025, tonnes: 12 },
  ],
  certificates: [
    {
      checkoutId: checkoutIds[0]!,
      quantity: 24,
      unit: 'VCU',
      projectName: 'Kasigau Corridor Dryland Forest Protection',
      projectId: 'VCS612',
      registry: 'Verra',
      registryUrl: 'https://registry.verra.org/app/projectDetail/VCS/612',
      country: 'Kenya',
      vintage: 2020,
      serialRange: 'VCS-VCU-612-KE-2020-14-0417-1-24',
      retiredAt: '2026-03-04T10:00:00.000Z',
      sample: false,
      registryRetirementUrl: 'https://registry.verra.org/app/search/VCS/VCUs?serialNumbers=VCS-VCU-612-KE-2020-14-0417-1-24',
    },
    {
      checkoutId: checkoutIds[1]!,
      quantity: 12,
      projectName: 'A Registry We Cannot Link',
      projectId: 'X-1',
      registry: 'Plan Vivo',
      country: 'Uganda',
      vintage: 2021,
      serialRange: 'PV-1-12',
      retiredAt: '2025-11-30T10:00:00.000Z',
      sample: true,
    },
  ],
};

function visit(handle: string) {
  renderPage(<PublicImpactPage />, { path: `/u/${handle}`, route: '/u/:handle' });
}

describe('PublicImpactPage', () => {
  // A visitor following a shared link, not an account holder.
  beforeEach(() => sessionActions.clear());

  it('should show, without a session, the tonnes per year and each certificate with its links', async () => {
    const api = fakeApi((call) => (call.path === 'impact/ada-plants' ? jsonReply(impact) : jsonReply({ message: 'unexpected' }, 404)));
    visit('ada-plants');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the impact page');
    expect(await screen.findByText(/Ada the Planter has retired/)).toHaveTextContent('36 tonnes of CO2e');

    const years = screen.getByRole('region', { name: 'Per year' });
    expect(within(years).getAllByRole('term').map((term) => term.textContent)).toEqual(['2026', '2025']);
    expect(within(years).getAllByRole('definition').map((value) => value.textContent)).toEqual(['24 tonnes', '12 tonnes']);

    const kasigau = screen.getByRole('listitem', { name: 'Kasigau Corridor Dryland Forest Protection' });
    expect(kasigau).toHaveTextContent('24 tonnes CO2e (24 VCUs)');
    expect(kasigau).toHaveTextContent('VCS-VCU-612-KE-2020-14-0417-1-24');
    expect(kasigau).toHaveTextContent('4 March 2026');
    expect(within(kasigau).getByRole('link', { name: 'Verify this certificate' })).toHaveAttribute('href', `/verify/${checkoutIds[0]}`);
    expect(within(kasigau).getByRole('link', { name: 'VCS612 in the Verra registry' })).toHaveAttribute(
      'href',
      'https://registry.verra.org/app/projectDetail/VCS/612',
    );
    expect(within(kasigau).getByRole('link', { name: 'These serial numbers in the Verra registry' })).toHaveAttribute(
      'href',
      'https://registry.verra.org/app/search/VCS/VCUs?serialNumbers=VCS-VCU-612-KE-2020-14-0417-1-24',
    );
    expect(kasigau).not.toHaveTextContent(/sample/i);
    // No registry page known: no link rather than a wrong one. A sample says so.
    const other = screen.getByRole('listitem', { name: 'A Registry We Cannot Link' });
    expect(within(other).getAllByRole('link').map((link) => link.textContent)).toEqual(['Verify this certificate']);
    expect(other).toHaveTextContent('Sample, not a real retirement');
    expect(screen.getByText('Of these, 12 tonnes are sample credits, not real retirements.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share image (PNG)' })).toHaveAttribute('href', '/api/api/impact/ada-plants/share-image');
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({ method: 'GET', authorization: null });
  });

  it('should say so on the page alone when no page is shown at the address', async () => {
    const toasts = watchToasts();
    fakeApi(() => jsonReply({ message: 'No public page has this handle' }, 404));
    visit('turned-off');
    expect(await screen.findByRole('region', { name: 'No public page has this address' })).toHaveTextContent(
      'There is no public impact page at /u/turned-off.',
    );
    expect(screen.queryByText(/has retired/)).not.toBeInTheDocument();
    expect(toasts.showing()).toEqual([]);
  });

  it('should say that nothing is retired yet for a page without retirements', async () => {
    fakeApi(() => jsonReply({ ...impact, totalTonnes: 0, years: [], certificates: [] }));
    visit('ada-plants');
    expect(await screen.findByText('No credits retired yet.')).toBeInTheDocument();
    expect(screen.getByText(/has retired/)).toHaveTextContent('0 tonnes of CO2e');
  });
});
