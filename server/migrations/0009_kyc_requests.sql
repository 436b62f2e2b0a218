CREATE TABLE "kyc_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"investor_email" text NOT NULL,
	"message" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"data" jsonb,
	"onboarding_request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "kyc_requests_email_lower_case" CHECK ("kyc_requests"."investor_email" = lower("kyc_requests"."investor_email")),
	CONSTRAINT "kyc_requests_submitted_has_data" CHECK (("kyc_requests"."submitted_at" is null) = ("kyc_requests"."data" is null))
);
--> statement-breakpoint
CREATE TABLE "onboarding_request_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"type" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"actor_role" text NOT NULL,
	"actor_id" uuid,
	"reason" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "onboarding_requests_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"investor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"investor_type" text,
	"tax_residence_country" text,
	"status" text DEFAULT 'processing' NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text NOT NULL,
	"owner_id" uuid,
	"source_name" text NOT NULL,
	"name" text,
	"tax_number" text,
	"kyc_status" text DEFAULT 'draft' NOT NULL,
	"kyc_data" jsonb,
	"kyc_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "onboarding_requests_email_lower_case" CHECK ("onboarding_requests"."email" = lower("onboarding_requests"."email"))
);
--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_requests" ADD CONSTRAINT "kyc_requests_onboarding_request_id_onboarding_requests_id_fk" FOREIGN KEY ("onboarding_request_id") REFERENCES "public"."onboarding_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_request_events" ADD CONSTRAINT "onboarding_request_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_request_events" ADD CONSTRAINT "onboarding_request_events_request_id_onboarding_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."onboarding_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_request_events" ADD CONSTRAINT "onboarding_request_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD CONSTRAINT "onboarding_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD CONSTRAINT "onboarding_requests_investor_id_users_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD CONSTRAINT "onboarding_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_requests_tenant_id_investor_email_idx" ON "kyc_requests" USING btree ("tenant_id","investor_email");--> statement-breakpoint
CREATE INDEX "kyc_requests_tenant_id_owner_id_created_at_idx" ON "kyc_requests" USING btree ("tenant_id","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "onboarding_request_events_request_id_occurred_at_idx" ON "onboarding_request_events" USING btree ("request_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "onboarding_requests_number_idx" ON "onboarding_requests" USING btree ("number");--> statement-breakpoint
CREATE INDEX "onboarding_requests_tenant_id_created_at_id_idx" ON "onboarding_requests" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "onboarding_requests_tenant_id_owner_id_idx" ON "onboarding_requests" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "onboarding_requests_investor_id_status_idx" ON "onboarding_requests" USING btree ("investor_id","status");