DROP INDEX "network_members_user_id_idx";--> statement-breakpoint
DROP INDEX "users_tenant_id_status_surname_polish_id_idx";--> statement-breakpoint
DROP INDEX "users_surname_trgm_idx";--> statement-breakpoint
DROP INDEX "users_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "users_email_trgm_idx";--> statement-breakpoint
CREATE INDEX "network_members_user_id_network_id_idx" ON "network_members" USING btree ("user_id","network_id");--> statement-breakpoint
CREATE INDEX "users_tenant_id_status_surname_polish_id_covering_idx" ON "users" USING btree ("tenant_id","status","surname" collate "polish","id",lower("surname"),"role","surname");--> statement-breakpoint
CREATE INDEX "users_surname_lower_trgm_idx" ON "users" USING gin (lower("surname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_lower_trgm_idx" ON "users" USING gin (lower("first_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_lower_trgm_idx" ON "users" USING gin (lower("email") gin_trgm_ops);