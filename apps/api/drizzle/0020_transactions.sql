CREATE TABLE "pnl_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"method" text DEFAULT 'fifo' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pnl_settings_method_check" CHECK ("pnl_settings"."method" in ('fifo', 'lifo', 'hifo', 'acb'))
);
--> statement-breakpoint
CREATE TABLE "transaction_syncs" (
	"portfolio_id" uuid PRIMARY KEY NOT NULL,
	"cursor" text,
	"status" text DEFAULT 'idle' NOT NULL,
	"stored" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"portfolio_id" uuid,
	"account" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"chain" text NOT NULL,
	"direction" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric NOT NULL,
	"counter_asset" text,
	"counter_amount" numeric,
	"fee_asset" text,
	"fee_amount" numeric,
	"usd_value" numeric,
	"usd_from" text,
	"counterparty" text,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_direction_check" CHECK ("transactions"."direction" in ('buy', 'sell', 'receive', 'send')),
	CONSTRAINT "transactions_amount_check" CHECK ("transactions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "pnl_settings" ADD CONSTRAINT "pnl_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_syncs" ADD CONSTRAINT "transaction_syncs_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_source_unique" ON "transactions" USING btree ("user_id","account","source","source_id");--> statement-breakpoint
CREATE INDEX "transactions_user_time_idx" ON "transactions" USING btree ("user_id","time");