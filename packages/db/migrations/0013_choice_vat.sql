ALTER TABLE "order_line_options" ADD COLUMN "tax_rate_basis_points" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_parts" jsonb;