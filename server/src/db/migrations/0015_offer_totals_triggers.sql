-- offer_totals kept by triggers on offers (docs/decisions/0053): every insert, delete and change of an offer's
-- tenant, network, owner, status, currency or amount adds its difference to the rows of its old and new keys in
-- the same transaction, whichever code path writes. The two keys of a change are written in the key's order by
-- one statement, so two transactions moving offers in opposite directions lock the rows in the same order (no
-- deadlock between them).
CREATE FUNCTION offer_totals_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO offer_totals AS t (tenant_id, network_id, owner_id, status, currency, offer_count, value_count, value_sum)
    VALUES (NEW.tenant_id, NEW.network_id, NEW.owner_id, NEW.status, NEW.currency, 1,
      (NEW.investment_value IS NOT NULL)::int, coalesce(NEW.investment_value, 0))
    ON CONFLICT (tenant_id, network_id, owner_id, status, currency) DO UPDATE SET
      offer_count = t.offer_count + excluded.offer_count,
      value_count = t.value_count + excluded.value_count,
      value_sum = t.value_sum + excluded.value_sum;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE offer_totals SET
      offer_count = offer_count - 1,
      value_count = value_count - (OLD.investment_value IS NOT NULL)::int,
      value_sum = value_sum - coalesce(OLD.investment_value, 0)
    WHERE tenant_id = OLD.tenant_id AND network_id = OLD.network_id AND owner_id = OLD.owner_id
      AND status = OLD.status AND currency = OLD.currency;
  ELSIF (OLD.tenant_id, OLD.network_id, OLD.owner_id, OLD.status, OLD.currency)
      = (NEW.tenant_id, NEW.network_id, NEW.owner_id, NEW.status, NEW.currency) THEN
    IF OLD.investment_value IS DISTINCT FROM NEW.investment_value THEN
      UPDATE offer_totals SET
        value_count = value_count + (NEW.investment_value IS NOT NULL)::int - (OLD.investment_value IS NOT NULL)::int,
        value_sum = value_sum + coalesce(NEW.investment_value, 0) - coalesce(OLD.investment_value, 0)
      WHERE tenant_id = NEW.tenant_id AND network_id = NEW.network_id AND owner_id = NEW.owner_id
        AND status = NEW.status AND currency = NEW.currency;
    END IF;
  ELSE
    INSERT INTO offer_totals AS t (tenant_id, network_id, owner_id, status, currency, offer_count, value_count, value_sum)
    SELECT d.tenant_id, d.network_id, d.owner_id, d.status, d.currency, d.offer_count, d.value_count, d.value_sum
    FROM (VALUES
      (OLD.tenant_id, OLD.network_id, OLD.owner_id, OLD.status, OLD.currency, -1::bigint,
        -((OLD.investment_value IS NOT NULL)::int)::bigint, -coalesce(OLD.investment_value, 0)::numeric),
      (NEW.tenant_id, NEW.network_id, NEW.owner_id, NEW.status, NEW.currency, 1::bigint,
        ((NEW.investment_value IS NOT NULL)::int)::bigint, coalesce(NEW.investment_value, 0)::numeric)
    ) AS d (tenant_id, network_id, owner_id, status, currency, offer_count, value_count, value_sum)
    ORDER BY d.tenant_id, d.network_id, d.owner_id, d.status, d.currency
    ON CONFLICT (tenant_id, network_id, owner_id, status, currency) DO UPDATE SET
      offer_count = t.offer_count + excluded.offer_count,
      value_count = t.value_count + excluded.value_count,
      value_sum = t.value_sum + excluded.value_sum;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER offer_totals_insert_delete AFTER INSERT OR DELETE ON offers
  FOR EACH ROW EXECUTE FUNCTION offer_totals_apply();
--> statement-breakpoint
CREATE TRIGGER offer_totals_update AFTER UPDATE OF tenant_id, network_id, owner_id, status, currency, investment_value
  ON offers FOR EACH ROW EXECUTE FUNCTION offer_totals_apply();
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
