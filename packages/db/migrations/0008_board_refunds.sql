ALTER TABLE "simulated_payment_intents" ADD COLUMN "refund_id" text;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "refunded_amount" integer;--> statement-breakpoint
ALTER TABLE "simulated_payment_intents" ADD COLUMN "refunded_at" timestamp with time zone;