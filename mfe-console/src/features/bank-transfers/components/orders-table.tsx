import type { ProviderOrder, ProviderOrders } from '@commons/shared/schemas';
import { Stack } from '@commons/shared/ui';
import { Table, type Column } from '@commons/shared/ui-kit';
import { Pager, positionOf } from '../../../components/pager';
import { OrderActions, type Mark } from './order-actions';
import { Amount, OrderDates, Reference, State, Tonnes } from './order-cells';

const columns: Column<ProviderOrder>[] = [
  { header: 'Reference', cell: (order) => <Reference reference={order.reference} /> },
  { header: 'Project', cell: (order) => `${order.projectName} (vintage ${order.vintage})` },
  { header: "Buyer's year", cell: (order) => order.year },
  { header: 'Tonnes', cell: (order) => <Tonnes quantity={order.quantity} /> },
  { header: 'Amount', cell: (order) => <Amount amount={order.amount} /> },
  { header: 'State', cell: (order) => <State state={order.state} /> },
  { header: 'Dates', cell: (order) => <OrderDates order={order} /> },
];

/** One page of the provider's orders as the server filtered, sorted and numbered it, with each order's mark. */
export function OrdersTable({ data, caption, onPage, onMark }: { data: ProviderOrders; caption: string; onPage: (page: number) => void; onMark: (mark: Mark, order: ProviderOrder) => void }) {
  const actions: Column<ProviderOrder> = { header: 'Actions', cell: (order) => <OrderActions order={order} onMark={onMark} /> };
  return (
    <Stack $gap={12}>
      <Table caption={caption} columns={[...columns, actions]} rows={data.orders} rowKey={(order) => order.orderId} emptyText="No orders match these filters" />
      <Pager label="Pages of orders" {...positionOf(data)} onPage={onPage} />
    </Stack>
  );
}
