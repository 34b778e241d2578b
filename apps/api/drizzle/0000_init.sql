CREATE TABLE "asset_market_days" (
	"asset_id" text NOT NULL,
	"day" date NOT NULL,
	"price" numeric NOT NULL,
	"market_cap" numeric NOT NULL,
	"volume" numeric NOT NULL,
	"synthetic" boolean DEFAULT false NOT NULL,
	CONSTRAINT "asset_market_days_asset_id_day_pk" PRIMARY KEY("asset_id","day")
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"image" text,
	"addresses" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chains" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text,
	"explorer" text,
	"evm_chain_id" integer,
	"in_smartfolio" boolean NOT NULL,
	"short_codes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "datasets" (
	"key" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"provenance" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preregistrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page" text NOT NULL,
	"contact" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preregistrations_page_contact_unique" UNIQUE("page","contact"),
	CONSTRAINT "preregistrations_kind_check" CHECK ("preregistrations"."kind" in ('email', 'wallet'))
);
--> statement-breakpoint
ALTER TABLE "asset_market_days" ADD CONSTRAINT "asset_market_days_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;