import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { allOneOf, isOneOf } from '../../src/db/enum-checks';

const things = pgTable('things', { status: text('status'), tags: text('tags').array() });
const dialect = new PgDialect();

describe('enum checks', () => {
  it('should list the values as literals in their order', () => {
    expect(dialect.sqlToQuery(isOneOf(things.status, ['ACTIVE', 'CLOSED'])).sql).toBe(`"things"."status" in ('ACTIVE', 'CLOSED')`);
  });

  it('should double a quote inside a value', () => {
    expect(dialect.sqlToQuery(isOneOf(things.status, ["it's"])).sql).toBe(`"things"."status" in ('it''s')`);
  });

  it('should check every element of an array column', () => {
    expect(dialect.sqlToQuery(allOneOf(things.tags, ['A', 'B'])).sql).toBe(`"things"."tags" <@ array['A', 'B']::text[]`);
  });
});
