CREATE TABLE "quest_submissions" (
	"user_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"url" text NOT NULL,
	"post_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_submissions_user_id_quest_id_pk" PRIMARY KEY("user_id","quest_id")
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" text PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"desc" jsonb NOT NULL,
	"image" text,
	"reward_xp" integer NOT NULL,
	"reward_kredits" integer DEFAULT 0 NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"url" text,
	"hint" text NOT NULL,
	"type" text NOT NULL,
	"recurrence" text DEFAULT 'once' NOT NULL,
	"cooldown_hours" integer DEFAULT 0 NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"published" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_quests" (
	"user_id" text NOT NULL,
	"quest_id" text NOT NULL,
	"period" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "user_quests_user_id_quest_id_period_pk" PRIMARY KEY("user_id","quest_id","period")
);
--> statement-breakpoint
CREATE TABLE "xp_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"amount" integer NOT NULL,
	"kredits" integer DEFAULT 0 NOT NULL,
	"source" text NOT NULL,
	"quest_id" text,
	"period" text,
	"from_user_id" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ballots" (
	"poll_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"points" jsonb NOT NULL,
	"total" integer NOT NULL,
	"cast_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ballots_poll_id_user_id_pk" PRIMARY KEY("poll_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" jsonb NOT NULL,
	"choices" jsonb NOT NULL,
	"budget" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"live_results" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_submissions" ADD CONSTRAINT "quest_submissions_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quests" ADD CONSTRAINT "user_quests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_quests" ADD CONSTRAINT "user_quests_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xp_ledger" ADD CONSTRAINT "xp_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ballots" ADD CONSTRAINT "ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_submissions_post" ON "quest_submissions" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "quests_live" ON "quests" USING btree ("published","priority");--> statement-breakpoint
CREATE INDEX "user_quests_user_completed" ON "user_quests" USING btree ("user_id","quest_id","completed_at");--> statement-breakpoint
CREATE INDEX "xp_ledger_user_at" ON "xp_ledger" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "xp_ledger_quest_once" ON "xp_ledger" USING btree ("user_id","quest_id","period") WHERE "xp_ledger"."source" = 'quest';--> statement-breakpoint
CREATE INDEX "polls_window" ON "polls" USING btree ("published","ends_at");--> statement-breakpoint
CREATE INDEX "admin_audit_log_at" ON "admin_audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "users_xp" ON "users" USING btree ("xp" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_referrer" ON "users" USING btree ("referrer_id");