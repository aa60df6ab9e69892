CREATE TABLE "listings" (
	"platform_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"pog_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_type" integer NOT NULL,
	"stock_type" integer NOT NULL,
	"category_id" integer,
	"city_id" integer,
	"tag_ids" integer[] NOT NULL,
	"sold" integer NOT NULL,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"recommend" real NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prices" integer[] NOT NULL,
	"key_en" text NOT NULL,
	"key_hans" text NOT NULL,
	"key_hant" text NOT NULL,
	"terms" "tsvector" NOT NULL,
	"bookable" date[],
	"lead_days" integer NOT NULL,
	CONSTRAINT "listings_platform_id_product_id_pk" PRIMARY KEY("platform_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"deletions" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
-- its indexes are built outside the migration's transaction: upstream/db/online-indexes/0014_catalogue_listings.sql
