import { isApiError } from '@commons/shared/api';
import { Button, Card, Spinner } from '@commons/shared/ui';
import styled from 'styled-components';
import { useCertificateVerification } from '../api/get-certificate-verification';
import { CertificateNotFound } from './certificate-not-found';
import { VerifiedCertificate } from './verified-certificate';

const Failure = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  max-width: 720px;
  p { margin: 0; }
`;

/** The API's answer to an id it has no certificate for, or one that cannot be an id at all. */
const isUnknownId = (error: Error) => isApiError(error) && (error.status === 404 || error.status === 400);

/** Whether the certificate `checkoutId` exists and, if it does, what it retired. */
export function CertificateVerification({ checkoutId }: { checkoutId: string }) {
  const verification = useCertificateVerification(checkoutId);
  if (verification.isPending) return <Spinner label="Checking the certificate" fill />;
  if (verification.isError) {
    if (isUnknownId(verification.error)) return <CertificateNotFound checkoutId={checkoutId} />;
    return (
      <Failure role="alert">
        <p>The certificate could not be checked just now.</p>
        <Button variant="secondary" onClick={() => void verification.refetch()}>
          Try Again
        </Button>
      </Failure>
    );
  }
  return <VerifiedCertificate certificate={verification.data} />;
}
