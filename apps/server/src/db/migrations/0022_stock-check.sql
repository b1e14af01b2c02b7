CREATE TABLE "inv_stock_check" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_stock_check_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"zone_id" integer,
	"owner_id" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"posted_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "inv_stock_check_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inv_stock_check_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"check_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"lot_id" integer,
	"found" smallint DEFAULT 0 NOT NULL,
	"part_id" integer,
	"mpn" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"unit_cost" numeric(18, 6),
	"currency" text,
	"book_qty" integer DEFAULT 0 NOT NULL,
	"counted_qty" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inv_stock_check_line_qty_ck" CHECK ("inv_stock_check_line"."counted_qty" >= 0 and "inv_stock_check_line"."book_qty" >= 0)
);
--> statement-breakpoint
ALTER TABLE "inv_stock_check_line" ADD CONSTRAINT "inv_stock_check_line_check_id_inv_stock_check_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."inv_stock_check"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inv_stock_check_no_uq" ON "inv_stock_check" USING btree ("no");--> statement-breakpoint
CREATE INDEX "inv_stock_check_owner_idx" ON "inv_stock_check" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "inv_stock_check_warehouse_idx" ON "inv_stock_check" USING btree ("warehouse_id","status");--> statement-breakpoint
CREATE INDEX "inv_stock_check_line_check_idx" ON "inv_stock_check_line" USING btree ("check_id","line_no");--> statement-breakpoint
CREATE INDEX "inv_stock_check_line_lot_idx" ON "inv_stock_check_line" USING btree ("lot_id");