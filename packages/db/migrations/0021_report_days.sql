-- The sums a period's report reads of each closed service day (ADR 087), kept so that a month's
-- report reads thirty rows, not thirty thousand orders. A cache of what the orders hold: read only
-- between the bounds it was added up between, dropped when a correction reaches back into its day.
CREATE TABLE "report_days" (
	"day" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sums" jsonb NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
