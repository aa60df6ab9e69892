CREATE TABLE "activities" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer NOT NULL,
	"activity_price" jsonb NOT NULL,
	"stock" integer NOT NULL,
	"sold" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_configs" (
	"platform_id" integer PRIMARY KEY NOT NULL,
	"popup" jsonb,
	"middle_banner" jsonb,
	"category_tabs" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"placement" integer NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" integer PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"price" jsonb NOT NULL,
	"stock" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" integer NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	"lat" real,
	"lng" real,
	"position" integer NOT NULL,
	CONSTRAINT "cities_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"discount_value_type" integer NOT NULL,
	"discount_value" jsonb NOT NULL,
	"discount_percent" integer NOT NULL,
	"min_spent" jsonb NOT NULL,
	"max_discount" jsonb,
	"is_membership_coupon" boolean NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"validity_days" integer,
	"valid_hours_after_redeeming" integer,
	"code" text,
	"status" integer NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer NOT NULL,
	"per_user_limit" integer NOT NULL,
	"product_ids" jsonb
);
--> statement-breakpoint
CREATE TABLE "home_modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"page_setting_id" integer NOT NULL,
	"position" integer NOT NULL,
	"module_type" integer NOT NULL,
	"style_type" integer NOT NULL,
	"title" jsonb NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"level" integer NOT NULL,
	"price" jsonb NOT NULL,
	"valid_days" integer NOT NULL,
	"coupons" jsonb NOT NULL,
	"free_product_ids" jsonb NOT NULL,
	"product_id" integer
);
--> statement-breakpoint
CREATE TABLE "page_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"pog_id" integer,
	"page_type" integer NOT NULL,
	"home_variant" integer NOT NULL,
	"footer_type" text NOT NULL,
	"trust_review" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platforms" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"vendor" text NOT NULL,
	"name" text NOT NULL,
	"domains" jsonb NOT NULL,
	"main_currency" text NOT NULL,
	"main_language" text NOT NULL,
	"currencies" jsonb NOT NULL,
	"languages" jsonb NOT NULL,
	"login_ways" jsonb NOT NULL,
	"icon_config" jsonb NOT NULL,
	"enable_robot" boolean NOT NULL,
	"enter_status" integer NOT NULL,
	"is_union_signin" boolean NOT NULL,
	"request_after_auth" boolean NOT NULL,
	"booking_fields" jsonb NOT NULL,
	"privacy_policy" jsonb NOT NULL,
	"protocol" jsonb NOT NULL,
	"points_api_config" jsonb NOT NULL,
	CONSTRAINT "platforms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "pogs" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_platforms" (
	"product_id" integer NOT NULL,
	"platform_id" integer NOT NULL,
	"pog_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "product_platforms_product_id_platform_id_pk" PRIMARY KEY("product_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"sn" text NOT NULL,
	"seo_sn" text NOT NULL,
	"product_type" integer NOT NULL,
	"stock_type" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"share_description" jsonb NOT NULL,
	"sell_points" jsonb NOT NULL,
	"price_notice" jsonb NOT NULL,
	"purchase_notice" jsonb NOT NULL,
	"important_notes" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"list_tags" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"city_id" integer,
	"category_id" integer,
	"tag_ids" jsonb NOT NULL,
	"location" jsonb,
	"rating" real NOT NULL,
	"review_count" integer NOT NULL,
	"sold" integer NOT NULL,
	"status" integer NOT NULL,
	"source" integer NOT NULL,
	"shipping_required" boolean NOT NULL,
	"price_calendar_required" boolean NOT NULL,
	"event_required" boolean NOT NULL,
	"need_contact" boolean NOT NULL,
	"contact_required" boolean NOT NULL,
	"min_purchase" integer NOT NULL,
	"limit_purchased" integer NOT NULL,
	"limit_purchased_type" text NOT NULL,
	"limit_period" text NOT NULL,
	"main_currency" text NOT NULL,
	"refund_tag" integer NOT NULL,
	"min_price" jsonb NOT NULL,
	"max_price" jsonb NOT NULL,
	"original_price" jsonb NOT NULL,
	"sort_min_cny" integer NOT NULL,
	"available_from" date NOT NULL,
	"available_to" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "products_sn_unique" UNIQUE("sn")
);
--> statement-breakpoint
CREATE TABLE "refund_policy_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"inventory_type" integer NOT NULL,
	"days" integer NOT NULL,
	"time" text NOT NULL,
	"before" boolean NOT NULL,
	"proportion" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_name" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"keyword" jsonb NOT NULL,
	"hot" boolean NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seed_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"rule_type" text NOT NULL,
	"first_unit" integer NOT NULL,
	"first_fee" jsonb NOT NULL,
	"additional_unit" integer NOT NULL,
	"additional_fee" jsonb NOT NULL,
	"fixed_fee" jsonb NOT NULL,
	"free_over" jsonb,
	"excluded_regions" jsonb NOT NULL,
	CONSTRAINT "shipping_rules_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "short_urls" (
	"code" text PRIMARY KEY NOT NULL,
	"long_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "tags_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" integer PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"sn" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text NOT NULL,
	"product_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variant_calendars" (
	"variant_id" integer NOT NULL,
	"date" date NOT NULL,
	"price" jsonb NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "variant_calendars_variant_id_date_pk" PRIMARY KEY("variant_id","date")
);
--> statement-breakpoint
CREATE TABLE "variants" (
	"id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"sku" text NOT NULL,
	"position" integer NOT NULL,
	"attr_value_ids" jsonb NOT NULL,
	"price" jsonb NOT NULL,
	"original_price" jsonb NOT NULL,
	"stock" integer NOT NULL,
	"min_purchase" integer NOT NULL,
	"limit_purchased" integer NOT NULL,
	"book_n_days_before_book_date" integer NOT NULL,
	"book_time_before_book_date" text NOT NULL,
	"weight_grams" integer NOT NULL,
	CONSTRAINT "variants_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_items" ADD CONSTRAINT "activity_items_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_configs" ADD CONSTRAINT "ad_configs_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_modules" ADD CONSTRAINT "home_modules_page_setting_id_page_settings_id_fk" FOREIGN KEY ("page_setting_id") REFERENCES "public"."page_settings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_settings" ADD CONSTRAINT "membership_settings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_settings" ADD CONSTRAINT "membership_settings_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_settings" ADD CONSTRAINT "page_settings_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_settings" ADD CONSTRAINT "page_settings_pog_id_pogs_id_fk" FOREIGN KEY ("pog_id") REFERENCES "public"."pogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pogs" ADD CONSTRAINT "pogs_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_platforms" ADD CONSTRAINT "product_platforms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_platforms" ADD CONSTRAINT "product_platforms_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_platforms" ADD CONSTRAINT "product_platforms_pog_id_pogs_id_fk" FOREIGN KEY ("pog_id") REFERENCES "public"."pogs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_policy_items" ADD CONSTRAINT "refund_policy_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_keywords" ADD CONSTRAINT "search_keywords_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rules" ADD CONSTRAINT "shipping_rules_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_platform_id_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."platforms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_calendars" ADD CONSTRAINT "variant_calendars_variant_id_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_slot_idx" ON "calendar_events" USING btree ("variant_id","date","time");--> statement-breakpoint
CREATE INDEX "pp_platform_idx" ON "product_platforms" USING btree ("platform_id");--> statement-breakpoint
CREATE INDEX "products_city_idx" ON "products" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "variants_product_idx" ON "variants" USING btree ("product_id");