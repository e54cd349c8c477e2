CREATE TABLE "cash_collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"staff_id" integer,
	"staff_name" text NOT NULL,
	"corrects" integer
);
--> statement-breakpoint
CREATE TABLE "journal_chain" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"gap" boolean DEFAULT false NOT NULL,
	"chained_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"body" jsonb NOT NULL,
	"closes" text,
	CONSTRAINT "journal_entries_closes_unique" UNIQUE("closes")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_discounts" jsonb;--> statement-breakpoint
ALTER TABLE "cash_collections" ADD CONSTRAINT "cash_collections_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_collections_order_idx" ON "cash_collections" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_collections_corrects_unique" ON "cash_collections" USING btree ("corrects");--> statement-breakpoint
CREATE INDEX "journal_entries_order_idx" ON "journal_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "journal_entries_at_idx" ON "journal_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_refunded_at_idx" ON "orders" USING btree ("refunded_at");--> statement-breakpoint
-- The sales journal, its chain and the cash collected are append-only (ADR 066): no UPDATE,
-- DELETE or TRUNCATE, whoever asks; a correction is a new row.
CREATE FUNCTION sales_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'les enregistrements de vente ne se modifient pas et ne s''effacent pas';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION sales_records_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION sales_records_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_chain_append_only BEFORE UPDATE OR DELETE ON journal_chain
  FOR EACH ROW EXECUTE FUNCTION sales_records_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_chain_no_truncate BEFORE TRUNCATE ON journal_chain
  FOR EACH STATEMENT EXECUTE FUNCTION sales_records_append_only();
--> statement-breakpoint
CREATE TRIGGER cash_collections_append_only BEFORE UPDATE OR DELETE ON cash_collections
  FOR EACH ROW EXECUTE FUNCTION sales_records_append_only();
--> statement-breakpoint
CREATE TRIGGER cash_collections_no_truncate BEFORE TRUNCATE ON cash_collections
  FOR EACH STATEMENT EXECUTE FUNCTION sales_records_append_only();
--> statement-breakpoint
-- A cash order's sale counts when its cash is collected (`paid_at`). Orders handed over before
-- the cash was recorded count at their handover, the best instant they hold.
UPDATE orders SET paid_at = (
  SELECT max(e.at) FROM order_events e WHERE e.order_id = orders.id AND e.progress = 'completed'
) WHERE payment_method = 'cash' AND progress = 'completed' AND paid_at IS NULL;
