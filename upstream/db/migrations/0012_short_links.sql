CREATE TABLE "short_link_clicks" (
	"code" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "short_link_clicks_code_day_pk" PRIMARY KEY("code","day")
);
--> statement-breakpoint
ALTER TABLE "short_urls" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "short_urls" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "short_link_clicks" ADD CONSTRAINT "short_link_clicks_code_short_urls_code_fk" FOREIGN KEY ("code") REFERENCES "public"."short_urls"("code") ON DELETE cascade ON UPDATE no action;