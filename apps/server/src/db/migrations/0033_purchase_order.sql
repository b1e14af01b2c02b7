CREATE TABLE "pur_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"payment_terms" smallint NOT NULL,
	"warehouse_id" integer,
	"delivery_address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"submitted_at" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"part_id" integer,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_cost" numeric(18, 6),
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"required_date" date,
	"source_type" text,
	"source_id" integer,
	"source_no" text,
	"source_line_id" integer,
	"sales_order_id" integer,
	"sales_order_no" text,
	"sales_order_line_id" integer,
	"received_qty" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "pur_order" ADD CONSTRAINT "pur_order_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_order_line" ADD CONSTRAINT "pur_order_line_order_id_pur_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pur_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_order_line" ADD CONSTRAINT "pur_order_line_part_id_product_part_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."product_part"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pur_order_no_uq" ON "pur_order" USING btree ("no");--> statement-breakpoint
CREATE INDEX "pur_order_owner_idx" ON "pur_order" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pur_order_created_idx" ON "pur_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pur_order_status_idx" ON "pur_order" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "pur_order_supplier_idx" ON "pur_order" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "pur_order_line_order_idx" ON "pur_order_line" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "pur_order_line_source_idx" ON "pur_order_line" USING btree ("source_type","source_line_id");--> statement-breakpoint
CREATE INDEX "pur_order_line_sales_line_idx" ON "pur_order_line" USING btree ("sales_order_line_id");