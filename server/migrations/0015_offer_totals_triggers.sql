-- offer_totals kept by triggers on offers (docs/decisions/0053): after each statement that inserts, updates or
-- deletes offers, the differences it made per key (tenant, network, owner, status, currency) are added to the
-- rows of those keys, in the same transaction, whichever code path writes. Per statement, not per row: a
-- statement that moves many offers writes each key once (per-row upserts of the same few rows grew slower with
-- every row of a large UPDATE); the keys are written in their order, so two transactions moving offers in
-- opposite directions lock the rows in the same order (no deadlock between them). An update that changes none
-- of the counted columns nets to nothing and writes nothing.
CREATE FUNCTION offer_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO offer_totals AS t (tenant_id, network_id, owner_id, status, currency, offer_count, value_count, value_sum)
    SELECT tenant_id, network_id, owner_id, status, currency, count(*), count(investment_value),
      coalesce(sum(investment_value), 0)
    FROM new_rows
    GROUP BY tenant_id, network_id, owner_id, status, currency
    ORDER BY tenant_id, network_id, owner_id, status, currency
    ON CONFLICT (tenant_id, network_id, owner_id, status, currency) DO UPDATE SET
      offer_count = t.offer_count + excluded.offer_count,
      value_count = t.value_count + excluded.value_count,
      value_sum = t.value_sum + excluded.value_sum;
  ELSIF TG_OP = 'DELETE' THEN
    -- Every deleted offer was counted when it was written (or by the backfill below): its key's row exists.
    INSERT INTO offer_totals AS t (tenant_id, network_id, owner_id, status, currency, offer_count, value_count, value_sum)
    SELECT tenant_id, network_id, owner_id, status, currency, -count(*), -count(investment_value),
      -coalesce(sum(investment_value), 0)
    FROM old_rows
    GROUP BY tenant_id, network_id, owner_id, status, currency
    ORDER BY tenant_id, network_id, owner_id, status, currency
    ON CONFLICT (tenant_id, network_id, owner_id, status, currency) DO UPDATE SET
      offer_count = t.offer_count + excluded.offer_count,
      value_count = t.value_count + excluded.value_count,
      value_sum = t.value_sum + excluded.value_sum;
  ELSE
    INSERT INTO offer_totals AS t (tenant_id, network_id, owner_id, status, currency, offer_count, value_count, value_sum)
    SELECT tenant_id, network_id, owner_id, status, currency, sum(offer_count), sum(value_count), sum(value_sum)
    FROM (
      SELECT tenant_id, network_id, owner_id, status, currency, -1 AS offer_count,
        -(investment_value IS NOT NULL)::int AS value_count, -coalesce(investment_value, 0) AS value_sum
      FROM old_rows
      UNION ALL
      SELECT tenant_id, network_id, owner_id, status, currency, 1, (investment_value IS NOT NULL)::int,
        coalesce(investment_value, 0)
      FROM new_rows
    ) AS d
    GROUP BY tenant_id, network_id, owner_id, status, currency
    HAVING sum(offer_count) <> 0 OR sum(value_count) <> 0 OR sum(value_sum) <> 0
    ORDER BY tenant_id, network_id, owner_id, status, currency
    ON CONFLICT (tenant_id, network_id, owner_id, status, currency) DO UPDATE SET
      offer_count = t.offer_count + excluded.offer_count,
      value_count = t.value_count + excluded.value_count,
      value_sum = t.value_sum + excluded.value_sum;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offer_totals_insert AFTER INSERT ON offers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_apply();
--> statement-breakpoint
CREATE TRIGGER offer_totals_update AFTER UPDATE ON offers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_apply();
--> statement-breakpoint
CREATE TRIGGER offer_totals_delete AFTER DELETE ON offers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_apply();
--> statement-breakpoint
CREATE FUNCTION offer_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM offer_totals;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offer_totals_truncate AFTER TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_truncate();
--> statement-breakpoint
-- The offers written before the triggers (the migrations run in one transaction, and CREATE TRIGGER above holds a
-- lock that keeps other writers of offers waiting until it commits: nothing is counted twice or missed).
INSERT INTO offer_totals (tenant_id, network_id, owner_id, status, currency, offer_count, value_count, value_sum)
SELECT tenant_id, network_id, owner_id, status, currency, count(*), count(investment_value),
  coalesce(sum(investment_value), 0)
FROM offers
GROUP BY tenant_id, network_id, owner_id, status, currency;
