CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"change_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "xray_watch" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"state" jsonb,
	"checked_at" timestamp with time zone,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "xray_watch_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"asset_id" text NOT NULL,
	"code" text NOT NULL,
	"severity" text NOT NULL,
	"chain" text,
	"before" text,
	"after" text,
	"detail" jsonb NOT NULL,
	"detected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_change_id_xray_watch_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."xray_watch_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_user_change" ON "notifications" USING btree ("user_id","change_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "xray_watch_changes_asset" ON "xray_watch_changes" USING btree ("asset_id","detected_at");