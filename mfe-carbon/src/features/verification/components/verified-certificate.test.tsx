import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import type { CertificateVerification } from '@commons/shared/schemas';
import { theme } from '@commons/shared/ui';
import { VerifiedCertificate } from './verified-certificate';

const real: CertificateVerification = {
  checkoutId: '695814e3-3565-4537-9e4e-858d52553e2b',
  beneficiary: 'a Carbon Commons member',
  quantity: 25,
  projectName: 'Kasigau Corridor Dryland Forest Protection',
  projectId: 'VCS612',
  registry: 'Verra',
  country: 'Kenya',
  vintage: 2020,
  unit: 'VCU',
  footprintYear: 2025,
  serialRange: 'VCS-VCU-612-KE-2020-14-0417-1-25',
  retiredAt: '2026-11-29T10:00:00.000Z',
  sample: false,
  registryRetirementUrl: 'https://registry.verra.org/app/search/VCS/VCUs?serialNumbers=VCS-VCU-612-KE-2020-14-0417-1-25',
};

const show = (certificate: CertificateVerification) =>
  render(
    <ThemeProvider theme={theme}>
      <VerifiedCertificate certificate={certificate} />
    </ThemeProvider>,
  );

describe('VerifiedCertificate', () => {
  it('should call a real retirement genuine and link its units in the registry', () => {
    show(real);
    expect(screen.getByRole('heading', { name: 'This certificate is genuine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'These serial numbers in the Verra registry' })).toHaveAttribute('href', real.registryRetirementUrl);
  });

  it('should never call a sample genuine, and say it is a sample with no registry record', () => {
    const { container } = show({ ...real, sample: true, registryRetirementUrl: undefined });
    expect(
      screen.getByRole('heading', { name: 'This is a sample certificate: it records a retirement of sample credits, not a real one.' }),
    ).toBeInTheDocument();
    expect(container).not.toHaveTextContent(/genuine/i);
    expect(screen.getByText('None: sample units are recorded by no registry')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("should say which part of its year a plan's month covered", () => {
    show({ ...real, quantity: 2, footprintYear: 2024, yearTonnes: 12 });
    expect(screen.getByText("2 t of 2024's 12 t of household footprint, by a monthly plan")).toBeInTheDocument();
  });
});
