import { useOpenCertificate } from '@commons/shared/query';
import { Button } from '@commons/shared/ui';

/** Opens the PDF certificate of one carbon-credit checkout in a new tab. */
export function CertificateButton({ checkoutId }: { checkoutId: string }) {
  const certificate = useOpenCertificate();
  return (
    <Button
      variant="ghost"
      busy={certificate.isPending}
      aria-label={`View certificate of checkout ${checkoutId}`}
      onClick={() => certificate.open(checkoutId)}
    >
      View Certificate
    </Button>
  );
}
