import { Page, PageTitle } from '@commons/shared/ui';
import { useParams } from '@commons/shared/navigation';
import { BuildLabel } from '../components/build-label';
import { CertificateVerification } from '../features/verification/components/certificate-verification';

/**
 * The public page a certificate's verification link opens (`/verify/:checkoutId`,
 * docs/product-rules.md#carbon-credits):
 * whether that certificate exists and what it retired. It needs no session.
 * Default export because the host loads it with `loadRemote` into `React.lazy`.
 */
export default function CertificateVerificationPage() {
  const { checkoutId = '' } = useParams();
  return (
    <Page>
      <PageTitle>Certificate Verification</PageTitle>
      <CertificateVerification checkoutId={checkoutId} />
      <BuildLabel />
    </Page>
  );
}
