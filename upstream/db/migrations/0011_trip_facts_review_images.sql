ALTER TABLE "products" ADD COLUMN "trip_facts" jsonb;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;