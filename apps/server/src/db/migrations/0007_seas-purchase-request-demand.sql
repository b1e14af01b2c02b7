CREATE TABLE "dmd_demand" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dmd_demand_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"salesperson_id" integer NOT NULL,
	"currency" text NOT NULL,
	"expected_date" date,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"inquiry_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "dmd_demand_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dmd_demand_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demand_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_price" numeric(18, 6),
	"currency" text NOT NULL,
	"delivery" text DEFAULT '' NOT NULL,
	"is_urgent" boolean DEFAULT false NOT NULL,
	"customer_pn" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inq_purchase_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inq_purchase_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"requested_by" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "inq_purchase_request_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inq_purchase_request_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"mpn" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"package" text DEFAULT '' NOT NULL,
	"date_code" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_cost" numeric(18, 6),
	"currency" text NOT NULL,
	"purpose" smallint NOT NULL,
	"required_date" date,
	"inquiry_line_id" integer,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inq_seas_release" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inq_seas_release_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"inquiry_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"released_by" integer NOT NULL,
	"released_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"taken_by" integer,
	"taken_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dmd_demand" ADD CONSTRAINT "dmd_demand_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmd_demand" ADD CONSTRAINT "dmd_demand_inquiry_id_inq_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inq_inquiry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dmd_demand_line" ADD CONSTRAINT "dmd_demand_line_demand_id_dmd_demand_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."dmd_demand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_purchase_request_line" ADD CONSTRAINT "inq_purchase_request_line_request_id_inq_purchase_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."inq_purchase_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_purchase_request_line" ADD CONSTRAINT "inq_purchase_request_line_inquiry_line_id_inq_inquiry_line_id_fk" FOREIGN KEY ("inquiry_line_id") REFERENCES "public"."inq_inquiry_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inq_seas_release" ADD CONSTRAINT "inq_seas_release_inquiry_id_inq_inquiry_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inq_inquiry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dmd_demand_no_uq" ON "dmd_demand" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "dmd_demand_salesperson_idx" ON "dmd_demand" USING btree ("salesperson_id","created_at");--> statement-breakpoint
CREATE INDEX "dmd_demand_status_idx" ON "dmd_demand" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dmd_demand_line_no_uq" ON "dmd_demand_line" USING btree ("demand_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "inq_purchase_request_no_uq" ON "inq_purchase_request" USING btree ("tenant_id","no");--> statement-breakpoint
CREATE INDEX "inq_purchase_request_owner_idx" ON "inq_purchase_request" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "inq_purchase_request_status_idx" ON "inq_purchase_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inq_purchase_request_line_no_uq" ON "inq_purchase_request_line" USING btree ("request_id","line_no");--> statement-breakpoint
CREATE INDEX "inq_purchase_request_line_inq_idx" ON "inq_purchase_request_line" USING btree ("inquiry_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inq_seas_release_open_uq" ON "inq_seas_release" USING btree ("inquiry_id") WHERE status = 1;--> statement-breakpoint
CREATE INDEX "inq_seas_release_status_idx" ON "inq_seas_release" USING btree ("status","released_at");