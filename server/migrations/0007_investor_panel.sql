CREATE TABLE "investment_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"kind" text NOT NULL,
	"paid_on" date,
	"gross_interest" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"principal" numeric(18, 2) DEFAULT '0' NOT NULL,
	"settles" boolean DEFAULT false NOT NULL,
	"reason" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investment_payouts_amounts" CHECK ("investment_payouts"."gross_interest" >= 0 and "investment_payouts"."tax" >= 0 and "investment_payouts"."tax" <= "investment_payouts"."gross_interest" and "investment_payouts"."principal" >= 0),
	CONSTRAINT "investment_payouts_kind" CHECK (("investment_payouts"."kind" = 'payment' and "investment_payouts"."paid_on" is not null) or ("investment_payouts"."kind" = 'cancellation' and "investment_payouts"."reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "reference_rate_fixings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"fixing_date" date NOT NULL,
	"value" numeric(7, 4) NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_events" ADD COLUMN "related_date" date;--> statement-breakpoint
ALTER TABLE "offer_events" ADD COLUMN "amount" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "investment_payouts" ADD CONSTRAINT "investment_payouts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_payouts" ADD CONSTRAINT "investment_payouts_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "investment_payouts" ADD CONSTRAINT "investment_payouts_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_rate_fixings" ADD CONSTRAINT "reference_rate_fixings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_rate_fixings" ADD CONSTRAINT "reference_rate_fixings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reference_rate_fixings" ADD CONSTRAINT "reference_rate_fixings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "investment_payouts_offer_id_due_date_idx" ON "investment_payouts" USING btree ("offer_id","due_date");--> statement-breakpoint
CREATE INDEX "investment_payouts_tenant_id_paid_on_idx" ON "investment_payouts" USING btree ("tenant_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "reference_rate_fixings_product_id_fixing_date_idx" ON "reference_rate_fixings" USING btree ("product_id","fixing_date");