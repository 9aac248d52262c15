-- Each process remembers signed-in admins for a few seconds (modules/admins/access-cache.ts) and forgets
-- them on this notice, so it is given for everything a remembered admin carries: also a name, an email,
-- two-factor turned on or off, and a role's name.
DROP TRIGGER admins_access_changed ON admins;
--> statement-breakpoint
CREATE TRIGGER admins_access_changed
  AFTER UPDATE OF status, role_id, name, email, two_factor_confirmed_at OR DELETE ON admins
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_changed();
--> statement-breakpoint
DROP TRIGGER roles_access_changed ON roles;
--> statement-breakpoint
CREATE TRIGGER roles_access_changed AFTER UPDATE OF is_super, name OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_changed();
