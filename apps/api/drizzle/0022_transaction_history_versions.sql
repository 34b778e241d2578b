CREATE TABLE "transaction_history_versions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transaction_history_versions" ADD CONSTRAINT "transaction_history_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement writing transactions moves the version of every user it touched, once. A user being deleted (the
-- cascade from "users") is left out: their versions row goes with them.
CREATE FUNCTION "transaction_history_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "transaction_history_versions" ("user_id", "version")
    SELECT DISTINCT c."user_id", 1 FROM "changed" c WHERE EXISTS (SELECT 1 FROM "users" u WHERE u."id" = c."user_id")
    ON CONFLICT ("user_id") DO UPDATE SET "version" = "transaction_history_versions"."version" + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "transactions_history_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_history_bump"();--> statement-breakpoint
CREATE TRIGGER "transactions_history_update" AFTER UPDATE ON "transactions"
  REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_history_bump"();--> statement-breakpoint
CREATE TRIGGER "transactions_history_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_history_bump"();--> statement-breakpoint
INSERT INTO "transaction_history_versions" ("user_id", "version") SELECT DISTINCT "user_id", 1 FROM "transactions";
