import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import {
  projectEffects,
  projectLimits,
  projectPictureTypes,
  type ProjectEffect,
  type ProjectPictureType,
} from '@commons/shared/schemas';
import { blobs } from '@commons/server-kernel/db/blobs';
import { isOneOf } from '@commons/server-kernel/db/enum-checks';

/**
 * The projects the listings belong to, keyed by the registry's project id that each
 * listing carries (`listings.project_id`), with the AB 1305 disclosure (Health and Safety Code
 * 44475) the public pages show. Operators add and edit them from `api/data/projects.json`
 * (`pnpm ops projects seed`); `sample` marks the illustrative ones shipped with the code.
 */
export const projects = pgTable(
  'projects',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    registry: text('registry').notNull(),
    registryUrl: text('registry_url').notNull(),
    methodology: text('methodology').notNull(),
    projectType: text('project_type').notNull(),
    effect: text('effect').$type<ProjectEffect>().notNull(),
    country: text('country').notNull(),
    region: text('region').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    creditingPeriodStart: date('crediting_period_start', { mode: 'string' }).notNull(),
    creditingPeriodEnd: date('crediting_period_end', { mode: 'string' }).notNull(),
    vintages: integer('vintages').array().notNull(),
    durability: text('durability').notNull(),
    verificationBody: text('verification_body').notNull(),
    description: text('description').notNull(),
    sample: boolean('sample').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('projects_effect_valid', isOneOf(t.effect, projectEffects)),
    check('projects_latitude_valid', sql`${t.latitude} between -90 and 90`),
    check('projects_longitude_valid', sql`${t.longitude} between -180 and 180`),
    check('projects_crediting_period_valid', sql`${t.creditingPeriodEnd} > ${t.creditingPeriodStart}`),
    check('projects_vintages_present', sql`cardinality(${t.vintages}) > 0`),
  ],
);

/**
 * A project's pictures in the order its page shows them, each a file in the blob store by its
 * content key, at least 800x600 and 4:3 (the FAQ's rule, checked before a row is written).
 */
export const projectPictures = pgTable(
  'project_pictures',
  {
    projectId: text('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    blobKey: text('blob_key')
      .notNull()
      .references(() => blobs.key),
    /** The picture at 640x480 in WebP (0025); null for a row saved before, which serves the original only. */
    smallBlobKey: text('small_blob_key').references(() => blobs.key),
    /** The picture at 1280x960 in WebP (0025), for dense phone screens; null when it is not wider than that, or saved before. */
    largeBlobKey: text('large_blob_key').references(() => blobs.key),
    contentType: text('content_type').$type<ProjectPictureType>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    alt: text('alt').notNull(),
  },
  (t) => [
    primaryKey({ name: 'project_pictures_pkey', columns: [t.projectId, t.position] }),
    index('project_pictures_blob_key_idx').on(t.blobKey),
    index('project_pictures_small_blob_key_idx').on(t.smallBlobKey),
    index('project_pictures_large_blob_key_idx').on(t.largeBlobKey),
    check('project_pictures_content_type_valid', isOneOf(t.contentType, projectPictureTypes)),
    check(
      'project_pictures_size_valid',
      sql`${t.width} >= ${sql.raw(String(projectLimits.pictureMinWidth))} and ${t.height} >= ${sql.raw(String(projectLimits.pictureMinHeight))} and ${t.width} * 3 = ${t.height} * 4`,
    ),
  ],
);

export type ProjectRow = typeof projects.$inferSelect;
export type ProjectPictureRow = typeof projectPictures.$inferSelect;
