CREATE TABLE "inq_inquiry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inq_inquiry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_id" integer,
	"salesperson_id" integer NOT NULL,
	"currency" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"transfer_to_id" integer,
	"transfer_reason" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "inq_inquiry_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inq_inquiry_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"mpn" text NOT NULL,
	"mpn_norm" text NOT NULL,
	"part_key" text NOT NULL,
	"part_id" integer,
	"brand_id" integer,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_price" numeric(18, 6),
	"currency" text NOT NULL,
	"delivery" text DEFAULT '' NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"customer_pn" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"quote_status" smallint DEFAULT 1 NOT NULL,
	"send_back_reason" text DEFAULT '' NOT NULL,
	"quoted_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "inq_purchase_quote" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inq_purchase_quote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"inquiry_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"part_id" integer,
	"supplier_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"cost_price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"moq" integer DEFAULT 1 NOT NULL,
	"lead_time_days" integer DEFAULT 0 NOT NULL,
	"valid_until" date NOT NULL,
	"condition" smallint DEFAULT 1 NOT NULL,
	"source" smallint DEFAULT 1 NOT NULL,
	"is_tentative" boolean DEFAULT false NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "inq_inquiry" ADD CONSTRAINT "inq_inquiry_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_inquiry" ADD CONSTRAINT "inq_inquiry_contact_id_crm_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_inquiry_line" ADD CONSTRAINT "inq_inquiry_line_inquiry_id_inq_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inq_inquiry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_inquiry_line" ADD CONSTRAINT "inq_inquiry_line_part_id_product_part_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."product_part"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_purchase_quote" ADD CONSTRAINT "inq_purchase_quote_inquiry_id_inq_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inq_inquiry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_purchase_quote" ADD CONSTRAINT "inq_purchase_quote_line_id_inq_inquiry_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."inq_inquiry_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_purchase_quote" ADD CONSTRAINT "inq_purchase_quote_part_id_product_part_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."product_part"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_purchase_quote" ADD CONSTRAINT "inq_purchase_quote_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inq_inquiry_no_uq" ON "inq_inquiry" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "inq_inquiry_salesperson_idx" ON "inq_inquiry" USING btree ("salesperson_id","created_at");--> statement-breakpoint
CREATE INDEX "inq_inquiry_customer_idx" ON "inq_inquiry" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "inq_inquiry_created_idx" ON "inq_inquiry" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inq_inquiry_line_no_uq" ON "inq_inquiry_line" USING btree ("inquiry_id","line_no");--> statement-breakpoint
CREATE INDEX "inq_inquiry_line_status_idx" ON "inq_inquiry_line" USING btree ("quote_status","created_at");--> statement-breakpoint
CREATE INDEX "inq_inquiry_line_part_idx" ON "inq_inquiry_line" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "inq_inquiry_line_key_idx" ON "inq_inquiry_line" USING btree ("part_key" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "inq_purchase_quote_no_uq" ON "inq_purchase_quote" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "inq_purchase_quote_line_idx" ON "inq_purchase_quote" USING btree ("line_id","created_at");--> statement-breakpoint
CREATE INDEX "inq_purchase_quote_buyer_idx" ON "inq_purchase_quote" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "inq_purchase_quote_supplier_idx" ON "inq_purchase_quote" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "inq_purchase_quote_created_idx" ON "inq_purchase_quote" USING btree ("created_at");