-- Open event sockets re-check their token when who may sign in, or what an admin may do, changes
-- (modules/realtime/routes.ts). The database says so itself, whatever wrote the change, and the notice
-- is delivered only if the change commits. The channel and payload are the event bus's (events/bus.ts).
CREATE FUNCTION announce_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('back_office_events', '{"type":"access.changed","data":null}');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER admin_tokens_access_changed AFTER UPDATE OF revoked_at OR DELETE ON admin_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_changed();
--> statement-breakpoint
CREATE TRIGGER admins_access_changed AFTER UPDATE OF status, role_id OR DELETE ON admins
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_changed();
--> statement-breakpoint
CREATE TRIGGER roles_access_changed AFTER UPDATE OF is_super OR DELETE ON roles
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_changed();
--> statement-breakpoint
CREATE TRIGGER role_permissions_access_changed AFTER INSERT OR UPDATE OR DELETE ON role_permissions
  FOR EACH STATEMENT EXECUTE FUNCTION announce_access_changed();
