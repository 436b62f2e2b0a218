CREATE TABLE "offer_totals" (
	"tenant_id" uuid NOT NULL,
	"network_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"offer_count" bigint DEFAULT 0 NOT NULL,
	"value_count" bigint DEFAULT 0 NOT NULL,
	"value_sum" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "offer_totals_tenant_id_network_id_owner_id_status_currency_pk" PRIMARY KEY("tenant_id","network_id","owner_id","status","currency")
);
--> statement-breakpoint
CREATE INDEX "offer_totals_tenant_id_owner_id_idx" ON "offer_totals" USING btree ("tenant_id","owner_id");