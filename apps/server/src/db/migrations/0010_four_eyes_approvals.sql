CREATE TABLE "balance_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"reason" varchar(64) NOT NULL,
	"remarks" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"maker_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checker_id" integer,
	"checked_at" timestamp with time zone,
	"review_comment" text,
	"balance_record_id" bigint
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_reviewer_id" integer;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "first_review_comment" text;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_maker_id_admins_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_checker_id_admins_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_balance_record_id_balance_records_id_fk" FOREIGN KEY ("balance_record_id") REFERENCES "public"."balance_records"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustments_status_created_idx" ON "balance_adjustments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "balance_adjustments_user_idx" ON "balance_adjustments" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_first_reviewer_id_admins_id_fk" FOREIGN KEY ("first_reviewer_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A database already in use gets the new withdrawal status's label and the new screen's menu; a new one
-- has neither table filled yet and gets both from the seed.
INSERT INTO "dictionary_items" ("dictionary_id", "label", "value", "sort", "tag_type")
SELECT "id", 'dict.withdrawal_status.awaiting_second', 'awaiting_second', 15, 'primary' FROM "dictionaries"
WHERE "code" = 'withdrawal_status'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "system_menus" ("parent_id", "type", "name", "route_path", "route_name", "component", "permission", "icon", "keep_alive", "sort")
SELECT "id", 'menu', 'balanceAdjustment', 'balance-adjustment', 'BalanceAdjustment', 'user/balance-adjustment/index', 'users.balance', 'money', true, 25
FROM "system_menus"
WHERE "type" = 'catalog' AND "route_path" = '/user'
  AND NOT EXISTS (SELECT 1 FROM "system_menus" WHERE "component" = 'user/balance-adjustment/index');
