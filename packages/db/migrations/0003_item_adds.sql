CREATE TABLE "item_adds" (
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"adds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_adds_item_id_day_pk" PRIMARY KEY("item_id","day")
);
--> statement-breakpoint
ALTER TABLE "item_adds" ADD CONSTRAINT "item_adds_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;