CREATE TABLE "sales_cash_requirement" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_cash_requirement_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_price" numeric(18, 6),
	"currency" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"required_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"close_reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sales_spot_supply" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_spot_supply_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sales_spot_supply_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_spot_supply_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"spot_supply_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "sales_cash_requirement" ADD CONSTRAINT "sales_cash_requirement_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_spot_supply" ADD CONSTRAINT "sales_spot_supply_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_spot_supply_line" ADD CONSTRAINT "sales_spot_supply_line_spot_supply_id_sales_spot_supply_id_fk" FOREIGN KEY ("spot_supply_id") REFERENCES "public"."sales_spot_supply"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_spot_supply_line" ADD CONSTRAINT "sales_spot_supply_line_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_cash_requirement_no_uq" ON "sales_cash_requirement" USING btree ("no");--> statement-breakpoint
CREATE INDEX "sales_cash_requirement_owner_idx" ON "sales_cash_requirement" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_cash_requirement_status_idx" ON "sales_cash_requirement" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_spot_supply_no_uq" ON "sales_spot_supply" USING btree ("no");--> statement-breakpoint
CREATE INDEX "sales_spot_supply_owner_idx" ON "sales_spot_supply" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_spot_supply_created_idx" ON "sales_spot_supply" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_spot_supply_order_idx" ON "sales_spot_supply" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_spot_supply_line_doc_idx" ON "sales_spot_supply_line" USING btree ("spot_supply_id","line_no");--> statement-breakpoint
CREATE INDEX "sales_spot_supply_line_lot_idx" ON "sales_spot_supply_line" USING btree ("lot_id");