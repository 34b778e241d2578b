CREATE TABLE "source_states" (
	"source" text PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"last_ok_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"retry_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
