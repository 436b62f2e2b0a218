CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "network_members" (
	"network_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "network_members_network_id_user_id_pk" PRIMARY KEY("network_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_expiry_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "document_country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "power_of_attorney_start_date" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "power_of_attorney_end_date" date;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_members" ADD CONSTRAINT "network_members_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_members" ADD CONSTRAINT "network_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networks" ADD CONSTRAINT "networks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_tenant_id_created_at_id_idx" ON "documents" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "network_members_user_id_idx" ON "network_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "networks_tenant_id_name_idx" ON "networks" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "users_tenant_id_surname_id_idx" ON "users" USING btree ("tenant_id","surname","id");--> statement-breakpoint
CREATE INDEX "users_tenant_id_first_name_id_idx" ON "users" USING btree ("tenant_id","first_name","id");--> statement-breakpoint
CREATE INDEX "users_tenant_id_created_at_id_idx" ON "users" USING btree ("tenant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_tenant_id_status_surname_id_idx" ON "users" USING btree ("tenant_id","status","surname","id");