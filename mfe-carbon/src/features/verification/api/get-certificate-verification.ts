import { verifyCertificate } from '@commons/shared/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * What a certificate retired, asked without a session: the page is public because anyone
 * holding the PDF must be able to check it. A 4xx reply (an unknown id) is not retried, by
 * the query client's defaults.
 */
export const certificateVerificationQueryOptions = (checkoutId: string) =>
  queryOptions({
    queryKey: ['carbon', 'certificate-verification', checkoutId] as const,
    queryFn: ({ signal }) => verifyCertificate(checkoutId, { signal }),
    // A retirement never changes: once read, it stays true for the visit.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCertificateVerification = (checkoutId: string) => useQuery(certificateVerificationQueryOptions(checkoutId));
