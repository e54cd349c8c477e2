-- The sums a period's report reads of each closed service day (ADR 087), kept so that a month's
-- report reads thirty rows, not thirty thousand orders. A cache of what the orders hold: read only
-- between the bounds it was added up between, dropped when a correction reaches back into its day.
-- "If not exists": this migration was first dated before 0020, so drizzle skipped it on a database
-- that had 0020; dated after it now, it runs again, harmlessly, where it had already run.
CREATE TABLE IF NOT EXISTS "report_days" (
	"day" text PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"sums" jsonb NOT NULL,
	"written_at" timestamp with time zone NOT NULL
);
