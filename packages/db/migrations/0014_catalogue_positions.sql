ALTER TABLE "offers" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "option_groups" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;