CREATE TABLE "ai_usage_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"prompts" integer DEFAULT 0 NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
DROP INDEX "quest_submissions_post";--> statement-breakpoint
ALTER TABLE "portfolios" ADD COLUMN "key_fingerprint" text;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "period" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
-- Issue 22 §7: the posts submitted before the review queue were paid when submitted: they stay approved.
UPDATE "quest_submissions" SET "status" = 'approved';--> statement-breakpoint
-- Issue 22 §2: verified_at now says whether a portfolio counts toward its account's plan, for every kind. Sign-in
-- wallets and exchange accounts counted without it: they get it. Then one counting wallet per address is kept before
-- the unique index holds that rule: the address's own account first (its sign-in wallet), then the earliest proof.
UPDATE "portfolios" SET "verified_at" = "created_at" WHERE "verified_at" IS NULL AND ("is_primary" OR "kind" = 'exchange');--> statement-breakpoint
UPDATE "portfolios" SET "verified_at" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (PARTITION BY "address_lower" ORDER BY "is_primary" DESC, "verified_at", "id") AS "n"
    FROM "portfolios" WHERE "kind" = 'wallet' AND "verified_at" IS NOT NULL
  ) AS "ranked" WHERE "n" > 1
);--> statement-breakpoint
ALTER TABLE "ai_usage_days" ADD CONSTRAINT "ai_usage_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ai_usage_days_day" ON "ai_usage_days" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_counted_wallet_unique" ON "portfolios" USING btree ("address_lower") WHERE "portfolios"."kind" = 'wallet' and "portfolios"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_counted_exchange_unique" ON "portfolios" USING btree ("key_fingerprint") WHERE "portfolios"."kind" = 'exchange' and "portfolios"."verified_at" is not null;--> statement-breakpoint
CREATE INDEX "quest_submissions_status_at" ON "quest_submissions" USING btree ("status","at");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_submissions_post" ON "quest_submissions" USING btree ("post_id") WHERE "quest_submissions"."status" = 'approved';--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_id_unique" UNIQUE("id");