import { decideRecord } from '@commons/shared/api';
import type { RecordDecisionInput } from '@commons/shared/schemas';
import { useReviewSend } from './use-review-send';

/** Approves a yearly record with its actual emissions, or rejects it with a reason. */
export const useDecideRecord = () =>
  useReviewSend(({ operationalDataId, decision }: { operationalDataId: string; decision: RecordDecisionInput }) =>
    decideRecord(operationalDataId, decision),
  );
