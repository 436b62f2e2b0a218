CREATE TABLE "branding_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branding_assets_name_format" CHECK ("branding_assets"."name" ~ '^[a-z0-9][a-z0-9-]*\.(svg|png|jpg|webp|ico|pdf)$')
);
--> statement-breakpoint
CREATE TABLE "tenant_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_hosts_host_lower_case" CHECK ("tenant_hosts"."host" = lower("tenant_hosts"."host"))
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"configuration_id" text NOT NULL,
	"name" text NOT NULL,
	"theme" text NOT NULL,
	"custom_theme_colors" jsonb,
	"white_label" jsonb NOT NULL,
	"admin_configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenants_configuration_id_unique" UNIQUE("configuration_id"),
	CONSTRAINT "tenants_configuration_id_format" CHECK ("tenants"."configuration_id" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
	CONSTRAINT "tenants_custom_theme_has_colors" CHECK (("tenants"."theme" = 'theme-custom') = ("tenants"."custom_theme_colors" is not null))
);
--> statement-breakpoint
ALTER TABLE "branding_assets" ADD CONSTRAINT "branding_assets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_hosts" ADD CONSTRAINT "tenant_hosts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branding_assets_tenant_id_name_idx" ON "branding_assets" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE INDEX "tenant_hosts_tenant_id_idx" ON "tenant_hosts" USING btree ("tenant_id");