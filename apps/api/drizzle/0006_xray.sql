CREATE TABLE "xray_audits" (
	"asset_id" text NOT NULL,
	"day" date NOT NULL,
	"audited_at" timestamp with time zone NOT NULL,
	"score" integer,
	"alert_count" integer NOT NULL,
	"tags" jsonb NOT NULL,
	"demo" boolean NOT NULL,
	"result" jsonb NOT NULL,
	"inputs_as_of" jsonb NOT NULL,
	CONSTRAINT "xray_audits_asset_id_day_pk" PRIMARY KEY("asset_id","day")
);
--> statement-breakpoint
CREATE TABLE "xray_favorites" (
	"user_id" text PRIMARY KEY NOT NULL,
	"ids" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "xray_profiles" (
	"asset_id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"categories" jsonb NOT NULL,
	"profile" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "xray_audits" ADD CONSTRAINT "xray_audits_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xray_favorites" ADD CONSTRAINT "xray_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xray_profiles" ADD CONSTRAINT "xray_profiles_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xray_audits_audited_at" ON "xray_audits" USING btree ("audited_at");