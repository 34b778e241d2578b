CREATE TABLE "news_feeds" (
	"url" text PRIMARY KEY NOT NULL,
	"lang" text NOT NULL,
	"title" text,
	"etag" text,
	"last_modified" text,
	"last_polled_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"items_added" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_item_coins" (
	"item_id" text NOT NULL,
	"asset_id" text NOT NULL,
	"pub_date" timestamp with time zone NOT NULL,
	CONSTRAINT "news_item_coins_item_id_asset_id_pk" PRIMARY KEY("item_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" text PRIMARY KEY NOT NULL,
	"story_id" text NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"title_key" text NOT NULL,
	"description" text NOT NULL,
	"link" text NOT NULL,
	"source" text NOT NULL,
	"feed_url" text,
	"keywords" jsonb NOT NULL,
	"coin_ids" jsonb NOT NULL,
	"categories" jsonb NOT NULL,
	"pub_date" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"impact" integer NOT NULL,
	"sentiment_label" text NOT NULL,
	"sentiment_score" double precision NOT NULL,
	"scorer" text NOT NULL,
	"search" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "news_item_coins" ADD CONSTRAINT "news_item_coins_item_id_news_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_item_coins" ADD CONSTRAINT "news_item_coins_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_item_coins_asset_idx" ON "news_item_coins" USING btree ("asset_id","pub_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_pub_date_idx" ON "news_items" USING btree ("pub_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "news_items_story_idx" ON "news_items" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "news_items_title_key_idx" ON "news_items" USING btree ("title_key","pub_date");--> statement-breakpoint
CREATE INDEX "news_items_scorer_idx" ON "news_items" USING btree ("scorer");