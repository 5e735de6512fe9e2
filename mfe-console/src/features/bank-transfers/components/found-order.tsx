import { unpaidOrderStates } from '@commons/shared/domain';
import type { ProviderOrder } from '@commons/shared/schemas';
import { Button, LoadFailed, Spinner } from '@commons/shared/ui';
import styled from 'styled-components';
import { Facts } from '../../../components/facts';
import { useFoundOrder } from '../api/find-provider-order';
import { OrderActions, type Mark } from './order-actions';
import { Amount, OrderDates, Reference, State, Tonnes } from './order-cells';

const Refusal = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  overflow-wrap: anywhere;
`;

const Found = styled.div`
  margin-top: 16px;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

/** The facts of one order, as the table's row says them. */
function OrderFacts({ order }: { order: ProviderOrder }) {
  return (
    <Facts>
      <dt>Reference</dt>
      <dd>
        <Reference reference={order.reference} />
      </dd>
      <dt>Project</dt>
      <dd>
        {order.projectName} (vintage {order.vintage})
      </dd>
      <dt>Buyer&apos;s year</dt>
      <dd>{order.year}</dd>
      <dt>Tonnes</dt>
      <dd>
        <Tonnes quantity={order.quantity} />
      </dd>
      <dt>Amount</dt>
      <dd>
        <Amount amount={order.amount} />
      </dd>
      <dt>State</dt>
      <dd>
        <State state={order.state} />
      </dd>
      <dt>Dates</dt>
      <dd>
        <OrderDates order={order} />
      </dd>
    </Facts>
  );
}

/**
 * The order a received reference names, with its mark; or the server's refusal word for word
 * (no such order among the provider's, or a reference failing its check digits).
 */
export function FoundOrder({ reference, onMark, onClear }: { reference: string; onMark: (mark: Mark, order: ProviderOrder) => void; onClear: () => void }) {
  const found = useFoundOrder(reference);
  const clear = (
    <Button type="button" variant="secondary" onClick={onClear}>
      Clear the search
    </Button>
  );
  if (found.data) {
    return (
      <Found>
        <OrderFacts order={found.data} />
        <Bar>
          {/* A paid or cancelled order takes no mark: only the way back, not the table's "-". */}
          {unpaidOrderStates.includes(found.data.state) && <OrderActions order={found.data} onMark={onMark} />}
          {clear}
        </Bar>
      </Found>
    );
  }
  if (found.isError) {
    if (found.error.name === 'ApiError') {
      return (
        <Found>
          <Refusal role="alert">{found.error.message}</Refusal>
          <Bar>{clear}</Bar>
        </Found>
      );
    }
    return <LoadFailed onRetry={() => void found.refetch()}>The order could not be looked up.</LoadFailed>;
  }
  return <Spinner label="Looking up the reference" />;
}
