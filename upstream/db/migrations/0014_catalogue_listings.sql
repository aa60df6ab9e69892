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
ALTER TABLE "listings" ADD CONSTRAINT "listings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_position_idx" ON "listings" USING btree ("platform_id","position","product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_sold_idx" ON "listings" USING btree ("platform_id","sold" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_rating_idx" ON "listings" USING btree ("platform_id","rating" DESC NULLS LAST,"review_count" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_newest_idx" ON "listings" USING btree ("platform_id","created_at" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_recommend_idx" ON "listings" USING btree ("platform_id","recommend" DESC NULLS LAST,"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_hkd_idx" ON "listings" USING btree ("platform_id",("prices"[1]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_cny_idx" ON "listings" USING btree ("platform_id",("prices"[2]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_twd_idx" ON "listings" USING btree ("platform_id",("prices"[3]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_usd_idx" ON "listings" USING btree ("platform_id",("prices"[4]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_krw_idx" ON "listings" USING btree ("platform_id",("prices"[5]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_sgd_idx" ON "listings" USING btree ("platform_id",("prices"[6]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_aed_idx" ON "listings" USING btree ("platform_id",("prices"[7]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_jod_idx" ON "listings" USING btree ("platform_id",("prices"[8]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_gbp_idx" ON "listings" USING btree ("platform_id",("prices"[9]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_eur_idx" ON "listings" USING btree ("platform_id",("prices"[10]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_aud_idx" ON "listings" USING btree ("platform_id",("prices"[11]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_jpy_idx" ON "listings" USING btree ("platform_id",("prices"[12]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_thb_idx" ON "listings" USING btree ("platform_id",("prices"[13]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_idr_idx" ON "listings" USING btree ("platform_id",("prices"[14]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_myr_idx" ON "listings" USING btree ("platform_id",("prices"[15]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_php_idx" ON "listings" USING btree ("platform_id",("prices"[16]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_price_vnd_idx" ON "listings" USING btree ("platform_id",("prices"[17]),"product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_category_idx" ON "listings" USING btree ("platform_id","category_id","position");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_city_idx" ON "listings" USING btree ("platform_id","city_id","sold" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_pog_idx" ON "listings" USING btree ("platform_id","pog_id","position");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_type_idx" ON "listings" USING btree ("platform_id","product_type","position");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_product_idx" ON "listings" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_tags_idx" ON "listings" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "listings_terms_idx" ON "listings" USING gin ("terms");--> statement-breakpoint
CREATE INDEX CONCURRENTLY IF NOT EXISTS "search_words_deletions_idx" ON "search_words" USING gin ("deletions");