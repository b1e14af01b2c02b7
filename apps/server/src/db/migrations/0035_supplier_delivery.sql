CREATE TABLE "pur_supplier_delivery" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_supplier_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"shipped_date" date,
	"expected_date" date,
	"arrived_date" date,
	"quantity" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_supplier_delivery_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_supplier_delivery_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"delivery_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "pur_supplier_delivery" ADD CONSTRAINT "pur_supplier_delivery_order_id_pur_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pur_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_supplier_delivery" ADD CONSTRAINT "pur_supplier_delivery_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_supplier_delivery_line" ADD CONSTRAINT "pur_supplier_delivery_line_delivery_id_pur_supplier_delivery_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."pur_supplier_delivery"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_supplier_delivery_line" ADD CONSTRAINT "pur_supplier_delivery_line_order_line_id_pur_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."pur_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pur_supplier_delivery_no_uq" ON "pur_supplier_delivery" USING btree ("no");--> statement-breakpoint
CREATE INDEX "pur_supplier_delivery_owner_idx" ON "pur_supplier_delivery" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "pur_supplier_delivery_created_idx" ON "pur_supplier_delivery" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pur_supplier_delivery_order_idx" ON "pur_supplier_delivery" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pur_supplier_delivery_line_delivery_idx" ON "pur_supplier_delivery_line" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "pur_supplier_delivery_line_order_line_idx" ON "pur_supplier_delivery_line" USING btree ("order_line_id");