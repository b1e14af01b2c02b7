CREATE TABLE "log_shipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"consignee_name" text NOT NULL,
	"consignee_phone" text NOT NULL,
	"consignee_address" text DEFAULT '' NOT NULL,
	"country_id" integer NOT NULL,
	"currency" text NOT NULL,
	"status" smallint NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"printed" boolean DEFAULT false NOT NULL,
	"courier_id" integer,
	"courier_account" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"void_reason" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "log_shipment_box" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_shipment_box_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"box_no" integer NOT NULL,
	"length" numeric(10, 2) NOT NULL,
	"width" numeric(10, 2) NOT NULL,
	"height" numeric(10, 2) NOT NULL,
	"gross_weight" numeric(12, 3) NOT NULL,
	"net_weight" numeric(12, 3) NOT NULL,
	"gauge" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "log_shipment_box_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_shipment_box_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"box_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"qty" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_shipment_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_shipment_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"picked_qty" integer DEFAULT 0 NOT NULL,
	"packed_qty" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "log_shipment_pick" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_shipment_pick_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "log_shipment_box" ADD CONSTRAINT "log_shipment_box_shipment_id_log_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."log_shipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_shipment_box_line" ADD CONSTRAINT "log_shipment_box_line_box_id_log_shipment_box_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."log_shipment_box"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_shipment_box_line" ADD CONSTRAINT "log_shipment_box_line_line_id_log_shipment_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."log_shipment_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_shipment_line" ADD CONSTRAINT "log_shipment_line_shipment_id_log_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."log_shipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_shipment_pick" ADD CONSTRAINT "log_shipment_pick_shipment_id_log_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."log_shipment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_shipment_pick" ADD CONSTRAINT "log_shipment_pick_line_id_log_shipment_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."log_shipment_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "log_shipment_no_uq" ON "log_shipment" USING btree ("no");--> statement-breakpoint
CREATE INDEX "log_shipment_owner_idx" ON "log_shipment" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "log_shipment_created_idx" ON "log_shipment" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "log_shipment_status_idx" ON "log_shipment" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "log_shipment_box_shipment_idx" ON "log_shipment_box" USING btree ("shipment_id","box_no");--> statement-breakpoint
CREATE INDEX "log_shipment_box_line_box_idx" ON "log_shipment_box_line" USING btree ("box_id");--> statement-breakpoint
CREATE INDEX "log_shipment_line_shipment_idx" ON "log_shipment_line" USING btree ("shipment_id","line_no");--> statement-breakpoint
CREATE INDEX "log_shipment_line_order_line_idx" ON "log_shipment_line" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "log_shipment_pick_shipment_idx" ON "log_shipment_pick" USING btree ("shipment_id");--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
-- Issues #15/#16 (decisions 0040, 0043): an existing database gets the warehouse role 仓管员 of the role seed
-- (roles are seeded only into an empty database): receiving, inspection, own stock and shipments; and the
-- sales roles lose button 0103 on the shipment screen (changes are the warehouse's).
INSERT INTO "sys_role" ("name", "name_en", "scope_kind", "is_system")
SELECT '仓管员', 'Warehouse keeper', 'all', true
WHERE EXISTS (SELECT 1 FROM "sys_role") AND NOT EXISTS (SELECT 1 FROM "sys_role" WHERE "name" = '仓管员');
--> statement-breakpoint
INSERT INTO "sys_role_menu" ("role_id", "menu_code", "button_code")
SELECT r."id", m.code, b.code
FROM "sys_role" r,
  (VALUES ('dashboard'), ('email/email'), ('achievements/myquestionnaire'), ('oa/performance/employeeselfassessment'),
          ('sales/sendoutOrder'), ('purchase/receipt'), ('purchase/warehousing-approval'), ('purchase/test'),
          ('product/cashStock')) AS m(code),
  (VALUES (''), ('0101'), ('0103')) AS b(code)
WHERE r."name" = '仓管员'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
DELETE FROM "sys_role_menu"
WHERE "menu_code" = 'sales/sendoutOrder' AND "button_code" = '0103'
  AND "role_id" IN (SELECT "id" FROM "sys_role" WHERE "scope_kind" = 'sales');
