CREATE TABLE "sales_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_id" integer,
	"owner_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"tax_rate" numeric(5, 2) NOT NULL,
	"payment_terms" smallint NOT NULL,
	"pay_account_id" integer,
	"consignee_name" text NOT NULL,
	"consignee_phone" text NOT NULL,
	"consignee_address" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"courier_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"stock_status" smallint NOT NULL,
	"notify_status" smallint NOT NULL,
	"ship_status" smallint NOT NULL,
	"pay_status" smallint NOT NULL,
	"is_abolish" smallint DEFAULT 1 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"received" numeric(18, 2) DEFAULT '0' NOT NULL,
	"landed_cost" numeric(18, 2),
	"gross_profit" numeric(18, 2),
	"gp_percent" numeric(9, 4),
	"below_gp_floor" boolean DEFAULT false NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"merged_into_id" integer,
	"submitted_at" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sales_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"quote_line_id" integer,
	"part_id" integer,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 6) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"required_date" date,
	"customer_pn" text DEFAULT '' NOT NULL,
	"cost_source" smallint DEFAULT 0 NOT NULL,
	"purchase_quote_id" integer,
	"supplier_id" integer,
	"lot_id" integer,
	"cost_price" numeric(18, 6),
	"cost_currency" text,
	"cost_rate" numeric(18, 6),
	"landed_cost" numeric(18, 6),
	"gross_profit" numeric(18, 2),
	"gp_percent" numeric(9, 4),
	"reserved_qty" integer DEFAULT 0 NOT NULL,
	"stocked_qty" integer DEFAULT 0 NOT NULL,
	"notified_qty" integer DEFAULT 0 NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"packed_qty" integer DEFAULT 0 NOT NULL,
	"shipped_qty" integer DEFAULT 0 NOT NULL,
	"returned_qty" integer DEFAULT 0 NOT NULL,
	"stocking_qty" integer DEFAULT 0 NOT NULL,
	"stock_status" smallint NOT NULL,
	"notify_status" smallint NOT NULL,
	"ship_status" smallint NOT NULL,
	"is_abolish" smallint DEFAULT 1 NOT NULL,
	"abolish_reason" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order" ADD CONSTRAINT "sales_order_contact_id_crm_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_quote_line_id_quo_quote_line_id_fk" FOREIGN KEY ("quote_line_id") REFERENCES "public"."quo_quote_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_line" ADD CONSTRAINT "sales_order_line_part_id_product_part_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."product_part"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_order_no_uq" ON "sales_order" USING btree ("no");--> statement-breakpoint
CREATE INDEX "sales_order_owner_idx" ON "sales_order" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_order_created_idx" ON "sales_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_order_status_idx" ON "sales_order" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_order_customer_idx" ON "sales_order" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_order_line_order_idx" ON "sales_order_line" USING btree ("order_id","line_no");--> statement-breakpoint
CREATE INDEX "sales_order_line_quote_line_idx" ON "sales_order_line" USING btree ("quote_line_id");--> statement-breakpoint
CREATE INDEX "sales_order_line_part_idx" ON "sales_order_line" USING btree ("part_id");