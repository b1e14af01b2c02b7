CREATE TABLE "log_courier_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_courier_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"express_company_id" integer NOT NULL,
	"account_no" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "log_shipment" ADD COLUMN "declare_id" integer;--> statement-breakpoint
ALTER TABLE "log_shipment" ADD COLUMN "declared_value" numeric(18, 2);--> statement-breakpoint
ALTER TABLE "log_shipment" ADD COLUMN "declared_currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_declare_rule" ADD COLUMN "value_percent" numeric(5, 2) DEFAULT '100' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_declare_rule" ADD COLUMN "decimals" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "base_declare_rule" ADD COLUMN "currency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_declare_rule" ADD COLUMN "tolerance_percent" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "base_express_company" ADD COLUMN "volumetric_divisor" integer DEFAULT 5000 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_part" ADD COLUMN "hs_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_part" ADD COLUMN "coo" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "log_courier_account_company_idx" ON "log_courier_account" USING btree ("express_company_id");