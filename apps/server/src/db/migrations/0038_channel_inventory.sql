CREATE TABLE "pur_channel_list" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_channel_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"mode" text NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_channel_mapping" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_channel_mapping_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"signature" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"header_row" integer DEFAULT 1 NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_channel_stock" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_channel_stock_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"list_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"row_no" integer NOT NULL,
	"mpn" text NOT NULL,
	"mpn_key" text NOT NULL,
	"brand_id" integer,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"dc_year" smallint,
	"quantity" integer NOT NULL,
	"price" numeric(18, 6),
	"currency" text,
	"region" text DEFAULT '' NOT NULL,
	"moq" integer,
	"lead_time" text DEFAULT '' NOT NULL,
	"match_key" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pur_channel_list" ADD CONSTRAINT "pur_channel_list_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_channel_mapping" ADD CONSTRAINT "pur_channel_mapping_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_channel_stock" ADD CONSTRAINT "pur_channel_stock_list_id_pur_channel_list_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."pur_channel_list"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pur_channel_list_supplier_idx" ON "pur_channel_list" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_channel_mapping_supplier_sig_uq" ON "pur_channel_mapping" USING btree ("supplier_id","signature");--> statement-breakpoint
CREATE INDEX "pur_channel_stock_key_idx" ON "pur_channel_stock" USING btree ("mpn_key" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "pur_channel_stock_match_idx" ON "pur_channel_stock" USING btree ("supplier_id","match_key");--> statement-breakpoint
CREATE INDEX "pur_channel_stock_list_idx" ON "pur_channel_stock" USING btree ("list_id");--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
-- Issue #15 (decision 0044): the sales side searches the suppliers' stock lists (product/internationalinventory)
-- beside the supplier catalogue it already reads, so every role holding product/supplier holds the search.
INSERT INTO sys_role_menu (role_id, menu_code, button_code)
  SELECT DISTINCT role_id, 'product/internationalinventory', '' FROM sys_role_menu
  WHERE menu_code = 'product/supplier'
  ON CONFLICT DO NOTHING;
