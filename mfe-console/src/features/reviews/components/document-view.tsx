import { reviewDocumentFileUrl } from '@commons/shared/api';
import { documentKindLabels } from '@commons/shared/domain';
import type { IdentityDocument } from '@commons/shared/schemas';
import styled from 'styled-components';

const Picture = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: min(70vh, 640px);
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

/**
 * An identity document shown in the page, from the console's file route (the cookie goes with
 * the request; the server sends it inline and uncached): an image as itself, a PDF in a frame.
 */
export function DocumentView({ document }: { document: IdentityDocument }) {
  const source = reviewDocumentFileUrl(document.documentId);
  const name = `${documentKindLabels[document.kind]}: ${document.fileName}`;
  return document.contentType === 'application/pdf' ? <Frame src={source} title={name} /> : <Picture src={source} alt={name} />;
}
