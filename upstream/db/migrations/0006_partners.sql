CREATE TABLE "payment_grants" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"methods" jsonb NOT NULL,
	"quota_currency" text NOT NULL,
	"quota" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_grants_quota_nonnegative" CHECK ("payment_grants"."quota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quota_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quota_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"currency_code" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quota_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pogs" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "payment_grants" ADD CONSTRAINT "payment_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_ledger" ADD CONSTRAINT "quota_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quota_ledger" ADD CONSTRAINT "quota_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quota_ledger_user_idx" ON "quota_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quota_ledger_order_idx" ON "quota_ledger" USING btree ("order_id");