CREATE TABLE "quo_profit_margin" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quo_profit_margin_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"brand_id" integer,
	"brand" text DEFAULT '' NOT NULL,
	"cost_from" numeric(18, 6) DEFAULT '0' NOT NULL,
	"cost_to" numeric(18, 6),
	"margin_percent" numeric(9, 4) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "quo_quote" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quo_quote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"inquiry_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"contact_id" integer,
	"salesperson_id" integer NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"quote_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"total" numeric(18, 2) DEFAULT '0' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "quo_quote_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quo_quote_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"inquiry_line_id" integer NOT NULL,
	"purchase_quote_id" integer,
	"supplier_id" integer,
	"part_id" integer,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"sale_price" numeric(18, 6),
	"cost_price" numeric(18, 6),
	"cost_currency" text,
	"suggested_price" numeric(18, 6),
	"margin_percent" numeric(9, 4),
	"below_suggested" boolean DEFAULT false NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lead_time_days" integer,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "quo_quote_record" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quo_quote_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"quote_id" integer NOT NULL,
	"quote_no" text NOT NULL,
	"quote_version" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"salesperson_id" integer NOT NULL,
	"inquiry_line_id" integer NOT NULL,
	"part_id" integer,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"sale_price" numeric(18, 6) NOT NULL,
	"currency" text NOT NULL,
	"suggested_price" numeric(18, 6),
	"cost_price" numeric(18, 6),
	"cost_currency" text,
	"below_suggested" boolean DEFAULT false NOT NULL,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote_date" date NOT NULL,
	"valid_until" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "quo_quote" ADD CONSTRAINT "quo_quote_inquiry_id_inq_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inq_inquiry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quo_quote" ADD CONSTRAINT "quo_quote_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quo_quote" ADD CONSTRAINT "quo_quote_contact_id_crm_contact_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."crm_contact"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quo_quote_line" ADD CONSTRAINT "quo_quote_line_quote_id_quo_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quo_quote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quo_quote_line" ADD CONSTRAINT "quo_quote_line_inquiry_line_id_inq_inquiry_line_id_fk" FOREIGN KEY ("inquiry_line_id") REFERENCES "public"."inq_inquiry_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quo_quote_line" ADD CONSTRAINT "quo_quote_line_purchase_quote_id_inq_purchase_quote_id_fk" FOREIGN KEY ("purchase_quote_id") REFERENCES "public"."inq_purchase_quote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quo_quote_line" ADD CONSTRAINT "quo_quote_line_part_id_product_part_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."product_part"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quo_quote_record" ADD CONSTRAINT "quo_quote_record_quote_id_quo_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quo_quote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quo_profit_margin_brand_idx" ON "quo_profit_margin" USING btree ("brand_id","cost_from");--> statement-breakpoint
CREATE UNIQUE INDEX "quo_quote_no_uq" ON "quo_quote" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "quo_quote_salesperson_idx" ON "quo_quote" USING btree ("salesperson_id","created_at");--> statement-breakpoint
CREATE INDEX "quo_quote_customer_idx" ON "quo_quote" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "quo_quote_inquiry_idx" ON "quo_quote" USING btree ("inquiry_id");--> statement-breakpoint
CREATE INDEX "quo_quote_created_idx" ON "quo_quote" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quo_quote_line_no_uq" ON "quo_quote_line" USING btree ("quote_id","line_no");--> statement-breakpoint
CREATE INDEX "quo_quote_line_inquiry_line_idx" ON "quo_quote_line" USING btree ("inquiry_line_id");--> statement-breakpoint
CREATE INDEX "quo_quote_record_part_idx" ON "quo_quote_record" USING btree ("part_id","created_at");--> statement-breakpoint
CREATE INDEX "quo_quote_record_customer_idx" ON "quo_quote_record" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "quo_quote_record_salesperson_idx" ON "quo_quote_record" USING btree ("salesperson_id","created_at");--> statement-breakpoint
CREATE INDEX "quo_quote_record_mpn_idx" ON "quo_quote_record" USING btree ("mpn" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quo_quote_record_created_idx" ON "quo_quote_record" USING btree ("created_at");