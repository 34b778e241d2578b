CREATE TABLE "xp_band_counts" (
	"band" integer PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xp_counts" (
	"xp" integer PRIMARY KEY NOT NULL,
	"users" integer NOT NULL
);
--> statement-breakpoint
-- Every change of users.xp moves one count from the old value (and its band of 1,024 values) to the new one, in the
-- changing transaction.
CREATE FUNCTION "xp_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.xp > 0 THEN
    UPDATE "xp_counts" SET "users" = "users" - 1 WHERE "xp" = OLD.xp;
    UPDATE "xp_band_counts" SET "users" = "users" - 1 WHERE "band" = OLD.xp / 1024;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.xp > 0 THEN
    INSERT INTO "xp_counts" ("xp", "users") VALUES (NEW.xp, 1)
      ON CONFLICT ("xp") DO UPDATE SET "users" = "xp_counts"."users" + 1;
    INSERT INTO "xp_band_counts" ("band", "users") VALUES (NEW.xp / 1024, 1)
      ON CONFLICT ("band") DO UPDATE SET "users" = "xp_band_counts"."users" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_xp_counts" AFTER INSERT OR DELETE OR UPDATE OF "xp" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "xp_counts_track"();--> statement-breakpoint
INSERT INTO "xp_counts" ("xp", "users") SELECT "xp", count(*)::int FROM "users" WHERE "xp" > 0 GROUP BY "xp";--> statement-breakpoint
INSERT INTO "xp_band_counts" ("band", "users") SELECT "xp" / 1024, count(*)::int FROM "users" WHERE "xp" > 0 GROUP BY "xp" / 1024;
