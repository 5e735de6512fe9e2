import { accountActions, accountTransitions, type AccountAction } from '@commons/shared/domain';
import type { ReviewAccountDetail } from '@commons/shared/schemas';
import { Button } from '@commons/shared/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useChangeAccountStatus } from '../api/change-account-status';
import { DecisionDialog, refusalOf } from './decision-dialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  font-weight: 600;
`;

const labels: Record<AccountAction, { verb: string; consequence: string; danger: boolean }> = {
  approve: { verb: 'Approve', consequence: 'The account can use the whole site; its owner is told.', danger: false },
  reject: { verb: 'Reject', consequence: 'The account is signed out everywhere and cannot sign in again; its owner is told.', danger: true },
  suspend: { verb: 'Suspend', consequence: 'The account is signed out everywhere until reinstated; its owner is told.', danger: true },
  reinstate: { verb: 'Reinstate', consequence: 'The account is approved again; its owner is told.', danger: false },
};

const documentsWord = (n: number) => `${n} identity document${n === 1 ? ' is' : 's are'} still PENDING`;

/**
 * The status changes the account's status allows, each behind a confirmation naming the account and
 * asking for the reason. Approval while documents are PENDING is refused by the server unless
 * the operator ticks "approve anyway", which the confirmation then says.
 */
export function AccountActions({ account }: { account: ReviewAccountDetail }) {
  const change = useChangeAccountStatus();
  const [asking, setAsking] = useState<AccountAction | null>(null);
  const [force, setForce] = useState(false);
  const pending = account.documents.filter((document) => document.state === 'PENDING').length;
  const open = (action: AccountAction) => {
    change.reset();
    setForce(false);
    setAsking(action);
  };
  const close = () => setAsking(null);
  const decide = (reason: string) =>
    asking && change.send({ email: account.email, action: asking, reason, ...(asking === 'approve' ? { force } : {}) }, { onSuccess: close });
  const forcing = asking === 'approve' && force;

  return (
    <Actions>
      {accountActions.filter((action) => accountTransitions[action].from.includes(account.status)).map((action) => (
        <Button key={action} variant={labels[action].danger ? 'danger' : 'secondary'} onClick={() => open(action)}>
          {labels[action].verb}
        </Button>
      ))}
      {asking && (
        <DecisionDialog
          title={`${labels[asking].verb} ${account.email}${forcing ? ` although ${documentsWord(pending)}` : ''}?`}
          consequence={labels[asking].consequence}
          confirmLabel={forcing ? 'Approve anyway' : `${labels[asking].verb} account`}
          danger={labels[asking].danger}
          reason="required"
          busy={change.busy}
          refusal={refusalOf(change.error)}
          onConfirm={decide}
          onClose={close}
        >
          {asking === 'approve' && pending > 0 && (
            <Check>
              <input type="checkbox" checked={force} onChange={(event) => setForce(event.target.checked)} />
              Approve anyway: {documentsWord(pending)}, unreviewed
            </Check>
          )}
        </DecisionDialog>
      )}
    </Actions>
  );
}
