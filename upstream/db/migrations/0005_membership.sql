CREATE TABLE "membership_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"level" integer NOT NULL,
	"reason" text NOT NULL,
	"months" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"previous_end_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_refunds_amount_nonnegative" CHECK ("membership_refunds"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "points_level" integer;--> statement-breakpoint
ALTER TABLE "membership_settings" ADD COLUMN "member_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "membership_level" integer;--> statement-breakpoint
ALTER TABLE "platforms" ADD COLUMN "loyalty_id_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_refunds" ADD CONSTRAINT "membership_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_refunds_user_idx" ON "membership_refunds" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_earned_once_idx" ON "points_ledger" USING btree ("order_id") WHERE "points_ledger"."reason" = 'earned';