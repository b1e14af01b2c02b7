CREATE TABLE "pur_internal_stock_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_internal_stock_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"reason" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"cancel_reason" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_internal_stock_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_internal_stock_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"part_id" integer,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_cost" numeric(18, 6),
	"required_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "pur_internal_stock_order_line" ADD CONSTRAINT "pur_internal_stock_order_line_order_id_pur_internal_stock_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pur_internal_stock_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pur_internal_stock_order_no_uq" ON "pur_internal_stock_order" USING btree ("no");--> statement-breakpoint
CREATE INDEX "pur_internal_stock_order_owner_idx" ON "pur_internal_stock_order" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "pur_internal_stock_order_status_idx" ON "pur_internal_stock_order" USING btree ("status");--> statement-breakpoint
CREATE INDEX "pur_internal_stock_order_line_order_idx" ON "pur_internal_stock_order_line" USING btree ("order_id","line_no");