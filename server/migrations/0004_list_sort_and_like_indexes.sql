DROP INDEX "users_tenant_id_surname_id_idx";--> statement-breakpoint
DROP INDEX "users_tenant_id_first_name_id_idx";--> statement-breakpoint
DROP INDEX "users_tenant_id_status_surname_id_idx";--> statement-breakpoint
CREATE INDEX "users_tenant_id_surname_polish_id_idx" ON "users" USING btree ("tenant_id","surname" collate "polish","id");--> statement-breakpoint
CREATE INDEX "users_tenant_id_first_name_polish_id_idx" ON "users" USING btree ("tenant_id","first_name" collate "polish","id");--> statement-breakpoint
CREATE INDEX "users_tenant_id_status_surname_polish_id_idx" ON "users" USING btree ("tenant_id","status","surname" collate "polish","id");--> statement-breakpoint
CREATE INDEX "users_surname_trgm_idx" ON "users" USING gin ("surname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_first_name_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);