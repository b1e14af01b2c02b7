CREATE TABLE "sales_quality_check" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_quality_check_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"status" smallint NOT NULL,
	"inspector_id" integer,
	"result" smallint,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sales_quality_check_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_quality_check_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"check_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"result" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sales_quality_check" ADD CONSTRAINT "sales_quality_check_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_quality_check" ADD CONSTRAINT "sales_quality_check_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_quality_check_item" ADD CONSTRAINT "sales_quality_check_item_check_id_sales_quality_check_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."sales_quality_check"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_quality_check_no_uq" ON "sales_quality_check" USING btree ("no");--> statement-breakpoint
CREATE INDEX "sales_quality_check_owner_idx" ON "sales_quality_check" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_quality_check_line_idx" ON "sales_quality_check" USING btree ("order_line_id","status");--> statement-breakpoint
CREATE INDEX "sales_quality_check_status_idx" ON "sales_quality_check" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_quality_check_item_idx" ON "sales_quality_check_item" USING btree ("check_id");--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
-- Issue #15 (decision 0060): the warehouse role 仓管员 records the results of the sales-side quality checks
-- (sales/checkquality), as the role seed grants it; the sales roles hold the screen already (sales/*), the
-- sales leads the queue (sales/document-audit/*), administrators every screen.
INSERT INTO "sys_role_menu" ("role_id", "menu_code", "button_code")
SELECT r."id", 'sales/checkquality', b.code
FROM "sys_role" r, (VALUES (''), ('0101'), ('0103')) AS b(code)
WHERE r."name" = '仓管员'
ON CONFLICT DO NOTHING;
