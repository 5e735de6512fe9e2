-- A plan's month counts in its year's Monthly Offset Done, as a monthly offset does
-- (docs/product-rules.md#carbon-credits): the months plans charged before are counted once
-- here, at most twelve a year, as the batch counts them from now on.
UPDATE "operational_data" AS o
SET "monthly_offsets_done" = LEAST(12, o."monthly_offsets_done" + runs.months)
FROM (
  SELECT p."operational_data_id" AS record_id, count(*)::int AS months
  FROM "offset_plan_runs" r
  JOIN "offset_plans" p ON p."id" = r."plan_id"
  GROUP BY p."operational_data_id"
) AS runs
WHERE o."id" = runs.record_id;
