CREATE TABLE "sales_stocking_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_stocking_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"approved_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sales_stocking_request_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_stocking_request_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"abolish_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "sales_stocking_request" ADD CONSTRAINT "sales_stocking_request_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_stocking_request_line" ADD CONSTRAINT "sales_stocking_request_line_request_id_sales_stocking_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sales_stocking_request"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_stocking_request_line" ADD CONSTRAINT "sales_stocking_request_line_order_line_id_sales_order_line_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_stocking_request_no_uq" ON "sales_stocking_request" USING btree ("no");--> statement-breakpoint
CREATE INDEX "sales_stocking_request_owner_idx" ON "sales_stocking_request" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_stocking_request_created_idx" ON "sales_stocking_request" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_stocking_request_order_idx" ON "sales_stocking_request" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_stocking_request_line_request_idx" ON "sales_stocking_request_line" USING btree ("request_id","line_no");--> statement-breakpoint
CREATE INDEX "sales_stocking_request_line_order_line_idx" ON "sales_stocking_request_line" USING btree ("order_line_id","status");--> statement-breakpoint
CREATE INDEX "sales_stocking_request_line_status_idx" ON "sales_stocking_request_line" USING btree ("status");