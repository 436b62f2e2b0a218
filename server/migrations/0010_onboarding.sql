CREATE TABLE "identity_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"verification_id" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_request_events" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "onboarding_request_events" ADD COLUMN "comment" text;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD COLUMN "client" jsonb;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD COLUMN "identity" jsonb;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD COLUMN "compliance_forms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD COLUMN "compliance_forms_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD COLUMN "documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD COLUMN "files" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "onboarding_requests" ADD COLUMN "supporting_documents_sent_at" timestamp with time zone;