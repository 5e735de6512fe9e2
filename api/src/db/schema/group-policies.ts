import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { menus as menuNames, type Menu } from '@commons/shared/domain';
import { allOneOf } from '@commons/server-kernel/db/enum-checks';
import { individuals } from './individuals';

/**
 * What an account owner lets its sub-users open (docs/product-rules.md#roles-and-menus): the menus
 * of the policy assigned to a sub-user, while the policy is active.
 */
export const groupPolicies = pgTable(
  'group_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Keyset paging of the account's policies, newest first.
    seq: bigserial('seq', { mode: 'number' }).notNull().unique(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => individuals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    menus: text('menus').array().$type<Menu[]>().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_policies_owner_id_idx').on(t.ownerId),
    check('group_policies_menus_valid', allOneOf(t.menus, menuNames)),
  ],
);

export type GroupPolicy = typeof groupPolicies.$inferSelect;
