CREATE TABLE "pur_inspection" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_inspection_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"receipt_id" integer NOT NULL,
	"receipt_line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"quantity" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"weight" integer,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_inspection_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_inspection_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inspection_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name" text NOT NULL,
	"result" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pur_quality_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_quality_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" smallint NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_receipt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_receipt_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_receipt_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"lot_no" text DEFAULT '' NOT NULL,
	"coo" text DEFAULT '' NOT NULL,
	"msl" text DEFAULT '' NOT NULL,
	"warehouse_id" integer NOT NULL,
	"zone_id" integer,
	"location_id" integer,
	"unit_cost" numeric(18, 6) NOT NULL,
	"lot_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "pur_inspection" ADD CONSTRAINT "pur_inspection_receipt_id_pur_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."pur_receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_inspection" ADD CONSTRAINT "pur_inspection_receipt_line_id_pur_receipt_line_id_fk" FOREIGN KEY ("receipt_line_id") REFERENCES "public"."pur_receipt_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_inspection_item" ADD CONSTRAINT "pur_inspection_item_inspection_id_pur_inspection_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."pur_inspection"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_inspection_item" ADD CONSTRAINT "pur_inspection_item_item_id_pur_quality_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."pur_quality_item"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_receipt" ADD CONSTRAINT "pur_receipt_order_id_pur_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pur_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_receipt_line" ADD CONSTRAINT "pur_receipt_line_receipt_id_pur_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."pur_receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_receipt_line" ADD CONSTRAINT "pur_receipt_line_order_line_id_pur_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."pur_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pur_inspection_no_uq" ON "pur_inspection" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_inspection_line_uq" ON "pur_inspection" USING btree ("receipt_line_id");--> statement-breakpoint
CREATE INDEX "pur_inspection_status_idx" ON "pur_inspection" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pur_inspection_item_idx" ON "pur_inspection_item" USING btree ("inspection_id");--> statement-breakpoint
CREATE INDEX "pur_quality_item_kind_idx" ON "pur_quality_item" USING btree ("kind","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_receipt_no_uq" ON "pur_receipt" USING btree ("no");--> statement-breakpoint
CREATE INDEX "pur_receipt_order_idx" ON "pur_receipt" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pur_receipt_status_idx" ON "pur_receipt" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pur_receipt_line_receipt_idx" ON "pur_receipt_line" USING btree ("receipt_id","line_no");--> statement-breakpoint
CREATE INDEX "pur_receipt_line_order_line_idx" ON "pur_receipt_line" USING btree ("order_line_id");--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
INSERT INTO "pur_quality_item" ("kind", "name_zh", "name_en", "description", "sort") VALUES
  (1, '包装与标签', 'Packaging and labels', 'Original packaging, reel / tray / tube, labels match MPN, brand, D/C, quantity', 10),
  (1, '外观检查', 'Visual inspection', 'Leads, body and surface under magnification: no damage, oxidation or rework', 20),
  (1, '丝印耐久性', 'Marking permanence', 'Solvent (acetone) test of the marking: no smearing, no blacktopping', 30),
  (1, 'X 射线检测', 'X-ray', 'Die and bond wires consistent across samples and with a known-good part', 40),
  (1, '可焊性', 'Solderability', 'Dip-and-look test of sample leads', 50),
  (1, '开盖检测', 'Decapsulation', 'Die markings match the manufacturer and part', 60),
  (2, '核对单据', 'Check the documents', 'GRN against PO: MPN, brand, quantity, D/C requirement', 10),
  (2, '外观与包装检验', 'Visual and packaging check', 'Checklist items packaging, visual and marking', 20),
  (2, '抽样实验室检测', 'Sample laboratory tests', 'X-ray, solderability, decapsulation as the part requires', 30),
  (2, '拍照留档', 'Photos', 'Up to three photos attached to the inspection', 40),
  (2, '提交质检审核', 'Submit for quality review', 'The purchasing head decides: passed lots become available', 50);
