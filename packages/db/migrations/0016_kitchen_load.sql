CREATE TABLE "kitchen_windows" (
	"start" timestamp with time zone PRIMARY KEY NOT NULL,
	"capacity" integer NOT NULL,
	"reserved" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "make_time" jsonb;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "make_time" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_load" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_window" timestamp with time zone;