import type { OperationalData } from '@commons/shared/schemas';
import { Spinner } from '@commons/shared/ui';
import { Modal } from '@commons/shared/ui-kit';
import { lazy, Suspense } from 'react';

// The start form is the Carbon Credits page's only form: imported dynamically, react-hook-form
// and its resolver come with the first Start Plan, not with every cold load of the page (its
// JavaScript budget, e2e/tests/budgets.spec.ts).
const StartPlanDialog = lazy(() => import('./start-plan-dialog').then((module) => ({ default: module.StartPlanDialog })));

/** The start popup, with its frame and a spinner while its form loads. */
export function LazyStartPlanDialog({ record, onClose }: { record: OperationalData; onClose: () => void }) {
  return (
    <Suspense
      fallback={
        <Modal title="Start a Monthly Plan" onClose={onClose}>
          <Spinner label="Loading" />
        </Modal>
      }
    >
      <StartPlanDialog record={record} onClose={onClose} />
    </Suspense>
  );
}
