CREATE TABLE "xp_fine_counts" (
	"fine" integer PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
-- Issue 27 §2: one's own rank read up to 1,023 rows of xp_counts scattered over the table; a third level of counts, per
-- fine band of 32 values, keeps each range at 32 rows at most. Every change of users.xp moves one count from the old
-- value to the new one in each of the three tables, in the changing transaction. Within a table the two rows are
-- changed in ascending key order, and the tables always in the same order, so two transactions moving users across
-- the same keys in opposite directions (fine bands are crossed often) wait for one another instead of deadlocking.
CREATE OR REPLACE FUNCTION "xp_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_xp integer := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') AND OLD.xp > 0 THEN OLD.xp END;
  new_xp integer := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') AND NEW.xp > 0 THEN NEW.xp END;
BEGIN
  IF old_xp IS NOT NULL AND (new_xp IS NULL OR old_xp <= new_xp) THEN
    UPDATE "xp_counts" SET "users" = "users" - 1 WHERE "xp" = old_xp;
  END IF;
  IF new_xp IS NOT NULL THEN
    INSERT INTO "xp_counts" ("xp", "users") VALUES (new_xp, 1)
      ON CONFLICT ("xp") DO UPDATE SET "users" = "xp_counts"."users" + 1;
  END IF;
  IF old_xp IS NOT NULL AND new_xp IS NOT NULL AND old_xp > new_xp THEN
    UPDATE "xp_counts" SET "users" = "users" - 1 WHERE "xp" = old_xp;
  END IF;

  IF old_xp IS NOT NULL AND (new_xp IS NULL OR old_xp / 1024 <= new_xp / 1024) THEN
    UPDATE "xp_band_counts" SET "users" = "users" - 1 WHERE "band" = old_xp / 1024;
  END IF;
  IF new_xp IS NOT NULL THEN
    INSERT INTO "xp_band_counts" ("band", "users") VALUES (new_xp / 1024, 1)
      ON CONFLICT ("band") DO UPDATE SET "users" = "xp_band_counts"."users" + 1;
  END IF;
  IF old_xp IS NOT NULL AND new_xp IS NOT NULL AND old_xp / 1024 > new_xp / 1024 THEN
    UPDATE "xp_band_counts" SET "users" = "users" - 1 WHERE "band" = old_xp / 1024;
  END IF;

  IF old_xp IS NOT NULL AND (new_xp IS NULL OR old_xp / 32 <= new_xp / 32) THEN
    UPDATE "xp_fine_counts" SET "users" = "users" - 1 WHERE "fine" = old_xp / 32;
  END IF;
  IF new_xp IS NOT NULL THEN
    INSERT INTO "xp_fine_counts" ("fine", "users") VALUES (new_xp / 32, 1)
      ON CONFLICT ("fine") DO UPDATE SET "users" = "xp_fine_counts"."users" + 1;
  END IF;
  IF old_xp IS NOT NULL AND new_xp IS NOT NULL AND old_xp / 32 > new_xp / 32 THEN
    UPDATE "xp_fine_counts" SET "users" = "users" - 1 WHERE "fine" = old_xp / 32;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "xp_fine_counts" ("fine", "users") SELECT "xp" / 32, count(*)::int FROM "users" WHERE "xp" > 0 GROUP BY "xp" / 32;
