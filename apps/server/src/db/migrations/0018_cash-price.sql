CREATE TABLE "inv_cash_price_rule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_cash_price_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer,
	"brand" text DEFAULT '' NOT NULL,
	"age_from" integer DEFAULT 0 NOT NULL,
	"age_to" integer,
	"cost_from" numeric(18, 6) DEFAULT '0' NOT NULL,
	"cost_to" numeric(18, 6),
	"markup_percent" numeric(9, 4) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "inv_lot" ADD COLUMN "cash_price_manual" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "inv_cash_price_rule_brand_idx" ON "inv_cash_price_rule" USING btree ("brand_id","age_from","cost_from");--> statement-breakpoint
CREATE INDEX "inv_lot_cash_stock_idx" ON "inv_lot" USING btree ("mpn","id") WHERE "inv_lot"."qc_state" = 2 and "inv_lot"."on_hand" > 0;