import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountStatuses,
  activationActions,
  badges,
  documentContentTypes,
  documentKinds,
  documentStates,
  iamRoles,
  memberRelations,
  menus,
  noticeKinds,
  operationalDataStatuses,
  paymentSessionStatuses,
  retirementKinds,
  walletCreditKinds,
  walletEntryKinds,
  withdrawalStatuses,
} from '@commons/shared/domain';
import { projectEffects, projectPictureTypes } from '@commons/shared/schemas';
import { auditActorKinds } from '@commons/platform/audit/audit-actor';
import type { DatabaseHandle } from '../../src/db/database';
import { mailStates } from '../../src/domains/mail/types';
import { createTestDatabase } from '../helpers/database';

/** Each check constraint on an enumeration, and the shared constant it must list. */
const checks: Array<[string, readonly string[]]> = [
  ['individuals_account_status_valid', accountStatuses],
  ['individuals_iam_valid', iamRoles],
  ['group_policies_menus_valid', menus],
  ['wallet_entries_kind_valid', walletEntryKinds],
  ['wallet_entries_sign_matches_kind', walletCreditKinds],
  ['withdrawal_requests_status_valid', withdrawalStatuses],
  ['payment_sessions_status_valid', paymentSessionStatuses],
  ['remote_activations_action_valid', activationActions],
  ['family_members_relation_valid', memberRelations],
  ['operational_data_status_valid', operationalDataStatuses],
  ['operational_data_badge_valid', badges],
  ['retirements_kind_valid', retirementKinds],
  ['identity_documents_kind_valid', documentKinds],
  ['identity_documents_state_valid', documentStates],
  ['identity_documents_content_type_valid', documentContentTypes],
  ['mail_outbox_state_valid', mailStates],
  ['mail_preferences_kind_valid', noticeKinds],
  ['projects_effect_valid', projectEffects],
  ['project_pictures_content_type_valid', projectPictureTypes],
  ['audit_events_actor_kind_valid', auditActorKinds],
];

describe('enumerations in the database', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  // A value added in shared without its migration fails here, before a user meets a 500.
  it.each(checks)('should check %s against exactly the values of the shared constant', async (name, values) => {
    // Both drivers (PGlite, node-postgres) answer raw SQL with `rows`; the shared type cannot say so.
    const result = (await database.db.execute(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${name}`,
    )) as { rows: Array<{ definition: string }> };
    const [row] = result.rows;
    expect(row).toBeDefined();
    const listed = [...row!.definition.matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(new Set(listed)).toEqual(new Set(values));
  });
});
