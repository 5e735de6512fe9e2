import { expect, type Page } from '@playwright/test';
import { ops } from './operator';
import { signedInStaff, type SignedInStaff } from './staff';

/** The account e2e providers are paid to: an IBAN whose check digits hold. */
export const e2eTransferAccount = { bankName: 'ABN AMRO', account: { kind: 'iban', holderName: 'E2E Project Trust', iban: 'NL91ABNA0417164300' } } as const;

/**
 * Lets project `projectId` take orders paid by bank transfer, as an operator would with
 * `pnpm ops bank-transfers account` (docs/product-rules.md#bank-transfer-orders).
 */
export async function acceptTransfers(projectId: string): Promise<void> {
  const { bankName, account } = e2eTransferAccount;
  await ops('bank-transfers', 'account', projectId, '--bank', bankName, '--holder', account.holderName, '--iban', account.iban);
}

/**
 * A provider acting for `projectId`, signed in to the console in `page`, who has set the
 * project's transfer account through the console API: the project's listings take orders by
 * transfer from then on.
 */
export async function providerWithProject(page: Page, projectId: string, name = 'Pat Provider'): Promise<SignedInStaff> {
  const provider = await signedInStaff(page, 'provider', name, ['--project', projectId]);
  const set = await page.request.put(`/api/console/bank-transfers/projects/${projectId}`, { data: e2eTransferAccount });
  expect(set.status(), await set.text()).toBe(200);
  return provider;
}

/** Marks an order in progress, then paid with its amount and reference, as the provider signed in to `page`. */
export async function markPaidAsProvider(page: Page, order: { orderId: string; amount: number; reference: string }): Promise<void> {
  const started = await page.request.post(`/api/console/bank-transfers/orders/${order.orderId}/in-progress`);
  expect(started.status(), await started.text()).toBe(200);
  const paid = await page.request.post(`/api/console/bank-transfers/orders/${order.orderId}/paid`, { data: { amount: order.amount, reference: order.reference } });
  expect(paid.status(), await paid.text()).toBe(200);
}
