-- The time in whole ms since 1970. Marked immutable so a generated column may use it: the epoch of a timestamptz does
-- not depend on the session's time zone (date_part is only marked stable for its other fields). K3 writes times in
-- whole ms, which the double holds to far better than half a ms, so rounding gives them back exactly.
CREATE FUNCTION "k3_epoch_ms"(timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT round(date_part('epoch', $1) * 1000)::bigint $$;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "ledger_line" text GENERATED ALWAYS AS (id::text || E'\x1f' || account || E'\x1f' || source || E'\x1f' || k3_epoch_ms(time)::text || E'\x1f' || direction || E'\x1f' || asset || E'\x1f' || amount::text || E'\x1f' || coalesce('=' || counter_asset, '') || E'\x1f' || coalesce(counter_amount::text, '') || E'\x1f' || coalesce('=' || fee_asset, '') || E'\x1f' || coalesce(fee_amount::text, '') || E'\x1f' || coalesce(usd_value::text, '') || E'\x1f' || coalesce('=' || counterparty, '') || E'\x1f' || coalesce('=' || tx_hash, '')) STORED;--> statement-breakpoint
-- History versions drawn from one sequence: a version never comes back, even for a user deleted and signed up again
-- (a per-user count restarted at 1 could meet a cached ledger of the deleted history).
CREATE SEQUENCE "transaction_history_version_seq";--> statement-breakpoint
SELECT setval('transaction_history_version_seq', coalesce((SELECT max("version") FROM "transaction_history_versions"), 0) + 1);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "transaction_history_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_history_versions" ("user_id", "version")
    SELECT c."user_id", nextval('transaction_history_version_seq')
    FROM (SELECT DISTINCT "user_id" FROM "changed") c
    WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."user_id")
    ON CONFLICT ("user_id") DO UPDATE SET "version" = EXCLUDED."version";
  RETURN NULL;
END;
$$;
