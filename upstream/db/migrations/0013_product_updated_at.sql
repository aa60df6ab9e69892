ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- products that existed before: last changed when they were created, as far as anyone knows
UPDATE "products" SET "updated_at" = "created_at";
