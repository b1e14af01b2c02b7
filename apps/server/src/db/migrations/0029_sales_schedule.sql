CREATE TABLE "sales_order_schedule" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_order_schedule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "sales_order_schedule" ADD CONSTRAINT "sales_order_schedule_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_schedule" ADD CONSTRAINT "sales_order_schedule_line_id_sales_order_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."sales_order_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_order_schedule_due_idx" ON "sales_order_schedule" USING btree ("due_date","id");--> statement-breakpoint
CREATE INDEX "sales_order_schedule_line_idx" ON "sales_order_schedule" USING btree ("line_id");--> statement-breakpoint
CREATE INDEX "sales_order_schedule_order_idx" ON "sales_order_schedule" USING btree ("order_id");