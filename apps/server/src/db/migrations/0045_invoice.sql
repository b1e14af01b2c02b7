CREATE TABLE "fin_invoice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_invoice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text NOT NULL,
	"currency" text NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_tax_no" text NOT NULL,
	"buyer_address" text DEFAULT '' NOT NULL,
	"buyer_phone" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"invoice_no" text,
	"invoice_date" date,
	"issued_by" integer,
	"issued_at" timestamp with time zone,
	"red_invoice_no" text,
	"void_reason" text,
	"voided_by" integer,
	"voided_at" timestamp with time zone,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "fin_invoice_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_invoice_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "fin_invoice_line" ADD CONSTRAINT "fin_invoice_line_invoice_id_fin_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."fin_invoice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoice_no_uq" ON "fin_invoice" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "fin_invoice_invoice_no_uq" ON "fin_invoice" USING btree ("invoice_no") WHERE "fin_invoice"."invoice_no" is not null;--> statement-breakpoint
CREATE INDEX "fin_invoice_owner_idx" ON "fin_invoice" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "fin_invoice_order_idx" ON "fin_invoice" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_status_idx" ON "fin_invoice" USING btree ("status");--> statement-breakpoint
CREATE INDEX "fin_invoice_line_invoice_idx" ON "fin_invoice_line" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "fin_invoice_line_order_line_idx" ON "fin_invoice_line" USING btree ("order_line_id");