import { bankTransferOrders, carbon, history, wallet } from '@commons/shared/contract';
import { approvedOrReviewing } from '@commons/shared/domain';
import { defineScreens } from '@commons/shared/schemas';

/**
 * The wallet remote's screens (docs/product-rules.md#screens). /successful-payment needs WALLET, since it
 * only leads to the wallet; it is not APPROVED-only (the contract's list leaves it out), nor is the
 * top-up it reads until its credit is in, while the wallet it leads to, and its calls, are
 * APPROVED-only (so a REVIEWING caller has no top-up to read: 404).
 */
export const screens = defineScreens('wallet', [
  {
    path: '/wallet',
    page: 'WalletPage',
    access: { guard: 'protected', rule: { menus: ['WALLET'] } },
    frame: 'site',
    title: 'Wallet',
    sidebar: { label: 'Wallet', order: 50 },
    calls: [
      wallet.myWallet,
      wallet.createTopUpSession,
      wallet.raiseWithdrawalRequest,
      wallet.pendingWithdrawalRequests,
      wallet.rejectedWithdrawalRequests,
      wallet.cancelWithdrawalRequest,
      history.topUpWithdrawalRecords,
      history.checkoutRecords,
      bankTransferOrders.bankTransferOrders,
      bankTransferOrders.bankTransferOrder,
      carbon.confirmationCertificate,
    ],
    ownerCalls: [wallet.payoutAccount, wallet.setPayoutAccount, wallet.removePayoutAccount],
  },
  {
    path: '/successful-payment',
    page: 'SuccessfulPaymentPage',
    access: { guard: 'protected', rule: { statuses: [...approvedOrReviewing], menus: ['WALLET'] } },
    frame: 'site',
    title: 'Payment successful',
    calls: [wallet.topUpStatus],
  },
]);
