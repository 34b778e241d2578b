CREATE TABLE "holdings" (
	"portfolio_id" uuid NOT NULL,
	"chain" text NOT NULL,
	"asset_id" text NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "holdings_portfolio_id_chain_asset_id_pk" PRIMARY KEY("portfolio_id","chain","asset_id")
);
--> statement-breakpoint
CREATE TABLE "portfolio_days" (
	"portfolio_id" uuid NOT NULL,
	"day" date NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "portfolio_days_portfolio_id_day_pk" PRIMARY KEY("portfolio_id","day")
);
--> statement-breakpoint
CREATE TABLE "portfolios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"address" text,
	"address_lower" text,
	"network" text,
	"exchange" text,
	"alias" text,
	"api_key_sealed" text,
	"secret_sealed" text,
	"passphrase_sealed" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"synced_at" timestamp with time zone,
	"sync_error" text,
	"sync_failed_at" timestamp with time zone,
	CONSTRAINT "portfolios_kind_check" CHECK ("portfolios"."kind" in ('wallet', 'exchange')),
	CONSTRAINT "portfolios_shape_check" CHECK (("portfolios"."kind" = 'wallet' and "portfolios"."address" is not null and "portfolios"."network" is not null)
        or ("portfolios"."kind" = 'exchange' and "portfolios"."exchange" is not null and "portfolios"."api_key_sealed" is not null and "portfolios"."secret_sealed" is not null))
);
--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holdings" ADD CONSTRAINT "holdings_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolio_days" ADD CONSTRAINT "portfolio_days_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portfolios" ADD CONSTRAINT "portfolios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portfolios_user_wallet_unique" ON "portfolios" USING btree ("user_id","address_lower") WHERE "portfolios"."kind" = 'wallet';--> statement-breakpoint
CREATE INDEX "portfolios_user_idx" ON "portfolios" USING btree ("user_id");