CREATE TABLE "order_day_counters" (
	"day" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "day_number" integer;--> statement-breakpoint
-- Orders placed before this migration are numbered in the order they came in, day by day.
UPDATE "orders" SET "day_number" = "numbered"."n"
FROM (SELECT "id", row_number() OVER (PARTITION BY "delivery_date" ORDER BY "id") AS "n" FROM "orders") AS "numbered"
WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
INSERT INTO "order_day_counters" ("day", "last_number")
SELECT "delivery_date", max("day_number") FROM "orders" GROUP BY "delivery_date";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "day_number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_day_number_unique" ON "orders" USING btree ("delivery_date","day_number");
