import type { FastifyPluginAsync } from 'fastify';
import { wallet } from '@commons/shared/contract';
import { centsToUsd, usdToCents } from '@commons/shared/domain';
import { route } from '@commons/server-kernel/lib/endpoint-route';
import { siteOrigin } from '../../lib/site-origin';
import { currentAccount } from '../../plugins/app/authenticate';

/** The wallet: balance, card top-up, and withdrawals. Amounts travel in USD, are kept in cents. */
const walletRoutes: FastifyPluginAsync = async (app) => {
  route(app, wallet.createTopUpSession, async (request) => {
    const { body } = request.input;
    const url = await app.topUps.open(currentAccount(request), {
      amountCents: usdToCents(body.amount),
      customerEmail: body.customerEmail,
      idempotencyKey: body.idempotencyKey,
      origin: siteOrigin(app, request),
      returnTo: body.returnTo,
    });
    return { url };
  });

  route(app, wallet.myWallet, async (request) => ({
    amount: centsToUsd(await app.wallet.balanceCents(currentAccount(request))),
  }));

  route(app, wallet.topUpStatus, async (request) =>
    app.topUps.status(currentAccount(request), request.input.params.topUpId),
  );

  route(app, wallet.raiseWithdrawalRequest, async (request) => {
    const amountCents = usdToCents(request.input.body.requestedWithdrawalAmount);
    return app.wallet.raiseWithdrawal(currentAccount(request), { amountCents }, siteOrigin(app, request));
  });

  route(app, wallet.cancelWithdrawalRequest, async (request) =>
    app.wallet.cancelWithdrawal(currentAccount(request), request.input.params.withdrawalRequestId),
  );

  route(app, wallet.pendingWithdrawalRequests, async (request) =>
    app.wallet.withdrawalRequests(currentAccount(request), { list: 'pending', ...request.input.query }),
  );

  route(app, wallet.rejectedWithdrawalRequests, async (request) =>
    app.wallet.withdrawalRequests(currentAccount(request), { list: 'rejected', ...request.input.query }),
  );

  route(app, wallet.payoutAccount, async (request) => app.payoutAccounts.read(currentAccount(request)));

  // Wrong codes count against this session's browser, as the Security page's changes do.
  route(app, wallet.setPayoutAccount, async (request) => {
    const client = { address: request.ip, browser: request.sessionTokenHash ? `session ${request.sessionTokenHash}` : null };
    return app.payoutAccounts.set(currentAccount(request), request.input.body, siteOrigin(app, request), client);
  });

  route(app, wallet.removePayoutAccount, async (request) => app.payoutAccounts.remove(currentAccount(request)));
};

export default walletRoutes;
