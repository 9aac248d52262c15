CREATE TABLE "channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(64) NOT NULL,
	"fee_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"max_amount" bigint,
	"status" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channels_kind_code" UNIQUE("kind","code"),
	CONSTRAINT "channels_kind_known" CHECK ("channels"."kind" in ('payment', 'transfer')),
	CONSTRAINT "channels_fee_range" CHECK ("channels"."fee_percent" >= 0 and "channels"."fee_percent" <= 100),
	CONSTRAINT "channels_amount_bounds" CHECK ("channels"."min_amount" >= 0 and ("channels"."max_amount" is null or "channels"."max_amount" >= "channels"."min_amount"))
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"name" varchar(64) NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"decimals" smallint DEFAULT 2 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code"),
	CONSTRAINT "currencies_decimals_range" CHECK ("currencies"."decimals" between 0 and 4)
);
--> statement-breakpoint
CREATE INDEX "channels_kind_sort_idx" ON "channels" USING btree ("kind","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_one_default" ON "currencies" USING btree ("is_default") WHERE "currencies"."is_default";