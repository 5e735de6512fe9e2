import type { ReviewRecord } from '@commons/shared/schemas';
import { Button, TextField } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useDecideRecord } from '../api/decide-record';
import { DecisionDialog, refusalOf } from './decision-dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const wholeTonnes = /^\d+$/;

/**
 * Approve (with the actual emissions in whole tonnes, a reason optional) and Reject (a reason
 * required) of one ESTIMATED record, each behind a confirmation naming the record and its owner.
 */
export function RecordDecision({ record }: { record: ReviewRecord }) {
  const decide = useDecideRecord();
  const [asking, setAsking] = useState<'APPROVED' | 'REJECTED' | null>(null);
  const [emissions, setEmissions] = useState(String(record.estimatedEmissions));
  const [problem, setProblem] = useState<string | undefined>();
  const what = `the ${record.year} data of ${record.email}`;
  const open = (decision: 'APPROVED' | 'REJECTED') => {
    decide.reset();
    setProblem(undefined);
    setAsking(decision);
  };
  const close = () => setAsking(null);
  const confirm = (reason: string) => {
    if (asking === 'REJECTED') return decide.send({ operationalDataId: record.operationalDataId, decision: { decision: 'REJECTED', reason } }, { onSuccess: close });
    if (!wholeTonnes.test(emissions.trim())) return setProblem('Actual emissions must be whole tonnes, 0 or more');
    setProblem(undefined);
    const decision = { decision: 'APPROVED' as const, emissions: Number(emissions.trim()), reason };
    return decide.send({ operationalDataId: record.operationalDataId, decision }, { onSuccess: close });
  };

  return (
    <Actions>
      <Button variant="secondary" onClick={() => open('APPROVED')} aria-label={`Approve ${what}`}>
        Approve
      </Button>
      <Button variant="danger" onClick={() => open('REJECTED')} aria-label={`Reject ${what}`}>
        Reject
      </Button>
      {asking && (
        <DecisionDialog
          title={asking === 'APPROVED' ? `Approve ${what}?` : `Reject ${what}?`}
          consequence={
            asking === 'APPROVED'
              ? `Estimated at ${record.estimatedEmissions} t. The owner is told the actual emissions you enter.`
              : 'The record is no longer offered for checkout.'
          }
          confirmLabel={asking === 'APPROVED' ? 'Approve data' : 'Reject data'}
          danger={asking === 'REJECTED'}
          reason={asking === 'REJECTED' ? 'required' : 'optional'}
          busy={decide.busy}
          refusal={refusalOf(decide.error)}
          onConfirm={confirm}
          onClose={close}
        >
          {asking === 'APPROVED' && (
            <TextField
              label="Actual emissions (tonnes CO2e)"
              inputMode="numeric"
              value={emissions}
              onChange={(event) => setEmissions(event.target.value)}
              error={problem}
              required
            />
          )}
        </DecisionDialog>
      )}
    </Actions>
  );
}
