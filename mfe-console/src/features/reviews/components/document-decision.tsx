import { documentKindLabels } from '@commons/shared/domain';
import type { IdentityDocument } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useReviewDocument } from '../api/review-document';
import { DecisionDialog, refusalOf } from './decision-dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Accept and Reject of one PENDING document, each behind a confirmation naming it and its owner. */
export function DocumentDecision({ document, email }: { document: IdentityDocument; email: string }) {
  const review = useReviewDocument();
  const [asking, setAsking] = useState<'ACCEPTED' | 'REJECTED' | null>(null);
  const what = `the ${documentKindLabels[document.kind].toLowerCase()} ${document.fileName} of ${email}`;
  const open = (decision: 'ACCEPTED' | 'REJECTED') => {
    review.reset();
    setAsking(decision);
  };
  const close = () => setAsking(null);
  const decide = (reason: string) =>
    review.send(
      { documentId: document.documentId, review: asking === 'REJECTED' ? { decision: 'REJECTED', reason } : { decision: 'ACCEPTED' } },
      { onSuccess: close },
    );

  return (
    <Actions>
      <Button variant="secondary" onClick={() => open('ACCEPTED')} aria-label={`Accept ${document.fileName}`}>
        Accept
      </Button>
      <Button variant="danger" onClick={() => open('REJECTED')} aria-label={`Reject ${document.fileName}`}>
        Reject
      </Button>
      {asking && (
        <DecisionDialog
          title={asking === 'ACCEPTED' ? `Accept ${what}?` : `Reject ${what}?`}
          consequence={asking === 'ACCEPTED' ? 'The owner is told it was accepted.' : 'The owner is told, with your reason, and may upload another.'}
          confirmLabel={asking === 'ACCEPTED' ? 'Accept document' : 'Reject document'}
          danger={asking === 'REJECTED'}
          reason={asking === 'REJECTED' ? 'required' : 'none'}
          busy={review.busy}
          refusal={refusalOf(review.error)}
          onConfirm={decide}
          onClose={close}
        />
      )}
    </Actions>
  );
}
