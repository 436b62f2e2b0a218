ALTER TABLE "mail_outbox" ADD COLUMN "channel" text DEFAULT 'smtp' NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_tenant_created_at_idx" ON "mail_outbox" USING btree ("tenant_id","created_at");--> statement-breakpoint
UPDATE "mail_outbox" SET "channel" = 'dev' WHERE "transport" = 'dev';
