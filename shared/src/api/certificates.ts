import { carbon } from '@commons/shared/contract';
import { callBlob } from './client';

/**
 * The retirement certificate of one carbon-credit checkout, as a PDF Blob fetched with the
 * session's Bearer token (a plain link could not send it); failures toast like every call.
 */
export const getConfirmationCertificate = (checkoutId: string, options?: { signal?: AbortSignal }) =>
  callBlob(carbon.confirmationCertificate, { query: { checkoutId } }, options);
