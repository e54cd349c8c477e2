CREATE TABLE "photo_bytes" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_framings" (
	"key" text PRIMARY KEY NOT NULL,
	"photo_id" text NOT NULL,
	"kind" text NOT NULL,
	"crop" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "photo_renditions" (
	"framing_key" text NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	CONSTRAINT "photo_renditions_framing_key_format_width_pk" PRIMARY KEY("framing_key","format","width")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by" integer
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "photo" jsonb;--> statement-breakpoint
ALTER TABLE "photo_framings" ADD CONSTRAINT "photo_framings_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_renditions" ADD CONSTRAINT "photo_renditions_framing_key_photo_framings_key_fk" FOREIGN KEY ("framing_key") REFERENCES "public"."photo_framings"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_uploaded_by_staff_members_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_framings_status_idx" ON "photo_framings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "photo_framings_photo_idx" ON "photo_framings" USING btree ("photo_id");--> statement-breakpoint
-- Photos are already compressed: PostgreSQL keeps them out of line without trying to compress them again.
ALTER TABLE "photo_bytes" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
