import type { FastifyPluginAsync } from 'fastify';
import { centsToUsd, usdToCents, withdrawalListStatuses } from '@commons/shared/domain';
import {
  CreateTopUpSessionSchema,
  PageQuerySchema,
  RaiseWithdrawalRequestSchema,
  TopUpParamsSchema,
  TopUpSessionSchema,
  TopUpStatusSchema,
  WalletSchema,
  WithdrawalRequestPageSchema,
  WithdrawalRequestParamsSchema,
  WithdrawalRequestSchema,
  type TopUpSession,
  type TopUpStatus,
  type Wallet,
} from '@commons/shared/schemas';
import { parseBody } from '@commons/server-kernel/lib/parse-body';
import { docs } from '@commons/server-kernel/lib/route-docs';
import { idempotent } from '../../lib/idempotency/route';
import { parseQuery } from '../../lib/parse-query';
import { siteOrigin } from '../../lib/site-origin';
import { withBody } from '../../lib/with-body';
import { currentAccount } from '../../plugins/app/authenticate';

/** The lists of withdrawal requests by URL segment. */
const withdrawalLists = Object.keys(withdrawalListStatuses) as Array<keyof typeof withdrawalListStatuses>;

/** The wallet: balance, card top-up and withdrawals. Amounts travel in USD, are kept in cents. */
const walletRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    '/session-url',
    idempotent(
      withBody({
        summary: 'Open a card top-up; replies with the checkout page URL',
        body: CreateTopUpSessionSchema,
        reply: TopUpSessionSchema,
      }),
    ),
    async (request): Promise<TopUpSession> => {
      const input = request.body;
      const url = await app.topUps.open(currentAccount(request), {
        amountCents: usdToCents(input.amount),
        customerEmail: input.customerEmail,
        idempotencyKey: input.idempotencyKey,
        origin: siteOrigin(app, request),
        returnTo: input.returnTo,
      });
      return { url };
    },
  );

  app.get(
    '/individual/my-wallet',
    { schema: docs({ summary: 'The wallet balance in USD', reply: WalletSchema }) },
    async (request): Promise<Wallet> => {
      const cents = await app.wallet.balanceCents(currentAccount(request));
      return { amount: centsToUsd(cents) };
    },
  );

  app.get(
    '/individual/top-ups/:topUpId',
    {
      schema: docs({
        summary: "A card top-up and whether its money has reached the wallet: the payment's success page waits for PAID",
        params: TopUpParamsSchema,
        reply: TopUpStatusSchema,
      }),
    },
    async (request): Promise<TopUpStatus> => {
      const { topUpId } = parseBody(TopUpParamsSchema, request.params);
      return app.topUps.status(currentAccount(request), topUpId);
    },
  );

  app.post(
    '/individual/raise-withdrawal-request',
    idempotent(
      withBody({
        summary: 'Ask to withdraw from the wallet',
        body: RaiseWithdrawalRequestSchema,
        reply: WithdrawalRequestSchema,
        status: 201,
      }),
    ),
    async (request, reply) => {
      const { requestedWithdrawalAmount } = request.body;
      const amountCents = usdToCents(requestedWithdrawalAmount);
      const raised = await app.wallet.raiseWithdrawal(currentAccount(request), { amountCents }, siteOrigin(app, request));
      return reply.code(201).send(raised);
    },
  );

  app.post(
    '/individual/withdrawal-requests/:withdrawalRequestId/cancel',
    idempotent({
      schema: docs({
        summary: 'Cancel a pending withdrawal request; its amount returns to the balance',
        params: WithdrawalRequestParamsSchema,
        reply: WithdrawalRequestSchema,
      }),
    }),
    async (request) => {
      const { withdrawalRequestId } = parseBody(WithdrawalRequestParamsSchema, request.params);
      return app.wallet.cancelWithdrawal(currentAccount(request), withdrawalRequestId);
    },
  );

  for (const list of withdrawalLists) {
    app.get(
      `/individual/withdrawal-requests/${list}`,
      {
        schema: docs({
          summary: `A page of ${list} withdrawal requests${list === 'rejected' ? ' (rejected or cancelled)' : ''}`,
          query: PageQuerySchema,
          reply: WithdrawalRequestPageSchema,
        }),
      },
      async (request) => {
        const query = parseQuery(PageQuerySchema, request.query);
        return app.wallet.withdrawalRequests(currentAccount(request), { list, ...query });
      },
    );
  }
};

export default walletRoutes;
