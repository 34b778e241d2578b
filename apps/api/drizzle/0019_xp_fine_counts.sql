CREATE TABLE "xp_fine_counts" (
	"fine" integer PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
-- Issue 27 §2: one's own rank read up to 1,023 rows of xp_counts scattered over the table; a third level of counts, per
-- fine band of 32 values, keeps each range at 32 rows at most. Every change of users.xp now also moves one count
-- between fine bands, in the changing transaction.
CREATE OR REPLACE FUNCTION "xp_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.xp > 0 THEN
    UPDATE "xp_counts" SET "users" = "users" - 1 WHERE "xp" = OLD.xp;
    UPDATE "xp_band_counts" SET "users" = "users" - 1 WHERE "band" = OLD.xp / 1024;
    UPDATE "xp_fine_counts" SET "users" = "users" - 1 WHERE "fine" = OLD.xp / 32;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.xp > 0 THEN
    INSERT INTO "xp_counts" ("xp", "users") VALUES (NEW.xp, 1)
      ON CONFLICT ("xp") DO UPDATE SET "users" = "xp_counts"."users" + 1;
    INSERT INTO "xp_band_counts" ("band", "users") VALUES (NEW.xp / 1024, 1)
      ON CONFLICT ("band") DO UPDATE SET "users" = "xp_band_counts"."users" + 1;
    INSERT INTO "xp_fine_counts" ("fine", "users") VALUES (NEW.xp / 32, 1)
      ON CONFLICT ("fine") DO UPDATE SET "users" = "xp_fine_counts"."users" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
INSERT INTO "xp_fine_counts" ("fine", "users") SELECT "xp" / 32, count(*)::int FROM "users" WHERE "xp" > 0 GROUP BY "xp" / 32;
