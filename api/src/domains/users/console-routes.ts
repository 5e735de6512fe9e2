import type { FastifyPluginAsync } from 'fastify';
import { consoleApi } from '@commons/shared/contract';
import { createDocumentOperations } from '../documents/document-operations';
import { consoleRoute } from '../staff/console-route';
import { opsCommandOf, runAsStaff } from '../staff/console-command';
import type { IdentityDocument } from '@commons/shared/schemas';
import type { Individual } from '../../db/schema';
import type { StatusChange } from './account-operations';
import { accountCommands } from './commands';

/**
 * The console's account reviews (docs/api.md#the-console-api): the list and one account read
 * the operator's services; a status change runs `pnpm ops accounts <action>` as the staff member.
 */
export const accountReviewRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, config: app.config, blobs: app.blobs, jobs: app.jobs };

  consoleRoute(app, consoleApi.reviewAccounts, async (request) => {
    const { query } = request.input;
    const { accounts, total } = await app.accountOperations.page(query);
    return { accounts, page: query.page, limit: query.limit, total };
  });

  consoleRoute(app, consoleApi.reviewAccount, async (request) => {
    const account = await app.accountOperations.find(request.input.params.email);
    const { documents } = await createDocumentOperations(deps).list(account.email);
    return reviewDetail(account, documents);
  });

  consoleRoute(app, consoleApi.changeAccountStatus, async (request) => {
    const { action, reason, force } = request.input.body;
    const body = { email: request.input.params.email, reason, ...(action === 'approve' ? { force } : {}) };
    return runAsStaff<StatusChange>(app, request, opsCommandOf(accountCommands, `accounts.${action}`), body);
  });
};

/** An account as the review shows it: the profile's fields, never its secrets. */
function reviewDetail(account: Individual, documents: IdentityDocument[]) {
  const { email, name, iam, phone, country, city, education, profession, nationality, citizenshipNo, uidOfResidence } = account;
  return {
    ...{ email, name, iam, phone, country, city, education, profession, nationality, citizenshipNo, uidOfResidence },
    status: account.accountStatus,
    createdAt: account.createdAt.toISOString(),
    emailVerified: account.emailVerifiedAt !== null,
    documents,
  };
}
