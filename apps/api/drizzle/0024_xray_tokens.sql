CREATE TABLE "xray_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"symbol" text,
	"name" text,
	"decimals" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "xray_audits" DROP CONSTRAINT "xray_audits_asset_id_assets_id_fk";
