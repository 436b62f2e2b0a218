DROP INDEX "offers_tenant_id_owner_id_status_idx";--> statement-breakpoint
DROP INDEX "offers_tenant_id_network_id_idx";--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "pipeline_stuck_days" jsonb DEFAULT '{"invited":7,"viewed":7,"interested":7,"accepted":3}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "offers_tenant_id_network_id_status_idx" ON "offers" USING btree ("tenant_id","network_id","status");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_network_id_status_currency_value_idx" ON "offers" USING btree ("tenant_id","network_id","status","currency","investment_value");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_owner_id_status_currency_value_idx" ON "offers" USING btree ("tenant_id","owner_id","status","currency","investment_value");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_owner_id_status_changed_at_id_idx" ON "offers" USING btree ("tenant_id","owner_id","status_changed_at","id","status");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_status_status_changed_at_id_idx" ON "offers" USING btree ("tenant_id","status","status_changed_at","id","network_id","owner_id");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_status_changed_at_id_idx" ON "offers" USING btree ("tenant_id","status_changed_at","id","network_id","status");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_investor_name_polish_id_idx" ON "offers" USING btree ("tenant_id","investor_name" collate "polish","id");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_investor_email_polish_id_idx" ON "offers" USING btree ("tenant_id","investor_email" collate "polish","id");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_investment_value_id_idx" ON "offers" USING btree ("tenant_id","investment_value","id");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_agreement_date_id_idx" ON "offers" USING btree ("tenant_id","agreement_date","id");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_payment_date_id_idx" ON "offers" USING btree ("tenant_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_end_date_id_idx" ON "offers" USING btree ("tenant_id","end_date","id");--> statement-breakpoint
CREATE INDEX "offers_investor_name_lower_trgm_idx" ON "offers" USING gin (lower("investor_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_investor_email_lower_trgm_idx" ON "offers" USING gin (lower("investor_email") gin_trgm_ops);