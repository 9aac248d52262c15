ALTER TABLE "roles" ADD COLUMN "two_factor_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_tokens" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pay_password_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A role's two-factor requirement changes what its admins may do: processes forget them at once.
DROP TRIGGER roles_access_changed ON roles;
--> statement-breakpoint
CREATE TRIGGER roles_access_changed AFTER UPDATE OF is_super, name, two_factor_required OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_changed();
