CREATE TABLE "campaign_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"target_amount" numeric(18, 2) NOT NULL,
	"currency" text NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"image_key" text,
	"image_content_type" text,
	"payment_bank_account" text NOT NULL,
	"payment_recipient" text NOT NULL,
	"payment_days" integer DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_dates" CHECK ("campaigns"."end_date" >= "campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "e_signature_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"offer_id" uuid,
	"status" text NOT NULL,
	"sequence" integer NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"tenant_id" uuid NOT NULL,
	"operation" text NOT NULL,
	"subject" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_tenant_id_operation_subject_key_pk" PRIMARY KEY("tenant_id","operation","subject","key")
);
--> statement-breakpoint
CREATE TABLE "offer_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_attachments_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "offer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"investor_email" text NOT NULL,
	"investor_name" text,
	"message" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token_hash" text NOT NULL,
	"currency" text NOT NULL,
	"investment_value" numeric(18, 2),
	"investment_data" jsonb,
	"accepted_at" timestamp with time zone,
	"agreement_date" date,
	"payment_due_date" date,
	"payment_date" date,
	"end_date" date,
	"agreement_status" text,
	"signature_document_id" text,
	"signature_sequence" integer,
	"signed_pdf_key" text,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "offers_signature_document_id_unique" UNIQUE("signature_document_id"),
	CONSTRAINT "offers_email_lower_case" CHECK ("offers"."investor_email" = lower("offers"."investor_email"))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"currency" text NOT NULL,
	"interest_type" text,
	"interest_rate" numeric(7, 4),
	"reference_rate_name" text,
	"reference_rate_value" numeric(7, 4),
	"margin" numeric(7, 4),
	"payment_frequency" text,
	"day_count_convention" text DEFAULT 'ACT/365F' NOT NULL,
	"term_months" integer,
	"start_date" date NOT NULL,
	"investment_value_min" numeric(18, 2) NOT NULL,
	"investment_value_max" numeric(18, 2) NOT NULL,
	"investment_value_step" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_limits" CHECK ("products"."investment_value_min" <= "products"."investment_value_max" and "products"."investment_value_step" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_signature_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"external_reference" text NOT NULL,
	"title" text NOT NULL,
	"status" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"parties" jsonb NOT NULL,
	"signer_token_hash" text,
	"pdf_key" text,
	"signed_pdf_key" text,
	"signed_at" timestamp with time zone,
	"pending_callback" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_signature_documents_signer_token_hash_unique" UNIQUE("signer_token_hash")
);
--> statement-breakpoint
ALTER TABLE "campaign_documents" ADD CONSTRAINT "campaign_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_documents" ADD CONSTRAINT "campaign_documents_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_signature_events" ADD CONSTRAINT "e_signature_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_attachments" ADD CONSTRAINT "offer_attachments_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_documents_campaign_id_idx" ON "campaign_documents" USING btree ("campaign_id","created_at");--> statement-breakpoint
CREATE INDEX "campaigns_tenant_id_start_date_idx" ON "campaigns" USING btree ("tenant_id","start_date","id");--> statement-breakpoint
CREATE INDEX "offer_attachments_offer_id_idx" ON "offer_attachments" USING btree ("offer_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_events_offer_id_occurred_at_idx" ON "offer_events" USING btree ("offer_id","occurred_at");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_owner_id_status_idx" ON "offers" USING btree ("tenant_id","owner_id","status");--> statement-breakpoint
CREATE INDEX "offers_campaign_id_investor_email_idx" ON "offers" USING btree ("campaign_id","investor_email");--> statement-breakpoint
CREATE INDEX "offers_investor_id_idx" ON "offers" USING btree ("investor_id");--> statement-breakpoint
CREATE INDEX "offers_tenant_id_network_id_idx" ON "offers" USING btree ("tenant_id","network_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_campaign_id_code_idx" ON "products" USING btree ("campaign_id","code");