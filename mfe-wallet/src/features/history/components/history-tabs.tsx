import { Tabs } from '@commons/shared/ui-kit';
import { useState, type ComponentType } from 'react';
import { BankTransferOrdersTable } from './bank-transfer-orders-table';
import { CheckoutTable } from './checkout-table';
import { TopUpWithdrawalTable } from './top-up-withdrawal-table';
import { WithdrawalRequestsTable } from './withdrawal-requests-table';

/**
 * The history tabs in the contract's order (docs/product-rules.md#screens), then the orders paid
 * by bank transfer (docs/product-rules.md#bank-transfer-orders).
 */
export const historyTabs = [
  { id: 'pending', label: 'Pending' },
  { id: 'completed', label: 'Completed' },
  { id: 'checkout', label: 'Checkout' },
  { id: 'rejected', label: 'Rejected' },
  { id: 'transfers', label: 'Bank Transfers' },
] as const;
export type HistoryTab = (typeof historyTabs)[number]['id'];

/** Checkout is the tab shown first. */
export const defaultHistoryTab: HistoryTab = 'checkout';

const panels: Record<HistoryTab, ComponentType> = {
  pending: () => <WithdrawalRequestsTable list="pending" />,
  completed: () => <TopUpWithdrawalTable />,
  checkout: () => <CheckoutTable />,
  rejected: () => <WithdrawalRequestsTable list="rejected" />,
  transfers: () => <BankTransferOrdersTable />,
};

/** The wallet's history: withdrawal requests, completed top-ups and withdrawals, checkouts, bank-transfer orders. */
export function HistoryTabs() {
  const [selected, setSelected] = useState<HistoryTab>(defaultHistoryTab);
  const Panel = panels[selected];
  return (
    <Tabs label="Wallet history" tabs={historyTabs} selected={selected} onSelect={setSelected}>
      <Panel />
    </Tabs>
  );
}
