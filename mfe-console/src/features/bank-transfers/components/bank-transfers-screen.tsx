import type { ProviderOrdersView } from '@commons/shared/api';
import { useLocation, useNavigate } from '@commons/shared/navigation';
import type { ProviderOrder } from '@commons/shared/schemas';
import { Card, LoadFailed, PageTitle, Spinner, Stack } from '@commons/shared/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useProviderOrders } from '../api/get-provider-orders';
import { useProviderProjects } from '../api/get-provider-projects';
import { ordersLocationFromSearch, searchOfOrdersLocation, type OrdersLocation } from '../orders-view-url';
import { FindByReference } from './find-by-reference';
import { FoundOrder } from './found-order';
import { MarkInProgressDialog } from './mark-in-progress-dialog';
import { MarkPaidDialog } from './mark-paid-dialog';
import type { Mark } from './order-actions';
import { OrderFilters, stateFilterLabels } from './order-filters';
import { OrdersTable } from './orders-table';

/** Where the screen lives; its filters, page and looked-up reference ride in the query string. */
export const bankTransfersPath = '/console/bank-transfers';

const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Heading = styled.h2`
  margin: 0 0 12px;
  font-size: 1.15rem;
`;

/**
 * The provider's bank transfers (docs/architecture.md, "The console"): its projects' orders,
 * filtered, sorted and paged by the server, the view kept in the address; an order found by the
 * reference a transfer quoted; and the marks, in progress then paid, each behind a confirmation.
 */
export function BankTransfersScreen() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const location = useMemo(() => ordersLocationFromSearch(search), [search]);
  const { page, reference, ...view } = location;
  const orders = useProviderOrders(view, page);
  const projects = useProviderProjects();
  const [marking, setMarking] = useState<{ mark: Mark; order: ProviderOrder } | null>(null);
  const go = (next: OrdersLocation) => navigate(`${bankTransfersPath}${searchOfOrdersLocation(next)}`);
  const onMark = (mark: Mark, order: ProviderOrder) => setMarking({ mark, order });
  const projectName = projects.data?.find((project) => project.projectId === view.projectId)?.name ?? view.projectId;
  const caption = `Orders: ${stateFilterLabels[view.state].toLowerCase()}, ${view.projectId ? projectName : 'all your projects'}, ${view.sort} first`;

  return (
    <Stack $gap={20}>
      <PageTitle>Bank transfers</PageTitle>
      <Intro>
        Mark an order in progress while you check its transfer, then paid once the money has arrived: its credits are retired and the buyer gets the certificate. Each
        step emails the buyer.
      </Intro>
      <Card aria-labelledby="find-heading">
        <Heading id="find-heading">Find an order</Heading>
        {/* A new reference in the address starts the field again from it. */}
        <FindByReference key={reference} reference={reference} onFind={(found) => go({ ...location, reference: found })} />
        {reference && <FoundOrder reference={reference} onMark={onMark} onClear={() => go({ ...location, reference: '' })} />}
      </Card>
      <section aria-labelledby="orders-heading">
        <Heading id="orders-heading">Orders</Heading>
        <Stack $gap={12}>
          <OrderFilters view={view} projects={projects.data ?? []} onChange={(next: ProviderOrdersView) => go({ ...next, page: 1, reference })} />
          {orders.data ? (
            <OrdersTable data={orders.data} caption={caption} onPage={(next) => go({ ...location, page: next })} onMark={onMark} />
          ) : orders.isError ? (
            <LoadFailed onRetry={() => void orders.refetch()}>The orders could not be loaded.</LoadFailed>
          ) : (
            <Spinner label="Loading the orders" />
          )}
        </Stack>
      </section>
      {marking?.mark === 'in_progress' && <MarkInProgressDialog order={marking.order} onClose={() => setMarking(null)} />}
      {marking?.mark === 'paid' && <MarkPaidDialog order={marking.order} onClose={() => setMarking(null)} />}
    </Stack>
  );
}
