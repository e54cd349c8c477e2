ALTER TABLE "order_lines" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_tax_rate_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_paid_intent_unique" ON "orders" USING btree ("payment_intent_id") WHERE "orders"."status" = 'paid';