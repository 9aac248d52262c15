CREATE INDEX "investments_user_project_created_idx" ON "investments" USING btree ("user_id","project_id","created_at");--> statement-breakpoint
DROP INDEX "investments_user_project_idx";