CREATE TABLE "token_prices" (
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"usd" numeric,
	"priced_at" timestamp with time zone,
	"checked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "token_prices_chain_address_pk" PRIMARY KEY("chain","address")
);
--> statement-breakpoint
CREATE TABLE "wallet_tokens" (
	"portfolio_id" uuid NOT NULL,
	"chain" text NOT NULL,
	"address" text NOT NULL,
	"symbol" text,
	"name" text,
	"decimals" integer NOT NULL,
	"amount" numeric NOT NULL,
	"listed" boolean DEFAULT false NOT NULL,
	"explorer_price" numeric,
	"explorer_scam" boolean DEFAULT false NOT NULL,
	CONSTRAINT "wallet_tokens_portfolio_id_chain_address_pk" PRIMARY KEY("portfolio_id","chain","address")
);
--> statement-breakpoint
ALTER TABLE "wallet_tokens" ADD CONSTRAINT "wallet_tokens_portfolio_id_portfolios_id_fk" FOREIGN KEY ("portfolio_id") REFERENCES "public"."portfolios"("id") ON DELETE cascade ON UPDATE no action;