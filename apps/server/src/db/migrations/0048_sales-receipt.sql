CREATE TABLE "sales_receipt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"customer_name" text,
	"currency" text NOT NULL,
	"source" smallint NOT NULL,
	"bank_receipt_id" integer,
	"bank_receipt_no" text,
	"amount" numeric(18, 2) NOT NULL,
	"allocated" numeric(18, 2) NOT NULL,
	"to_balance" numeric(18, 2) NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"rate" numeric(18, 6),
	"posted_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "sales_receipt_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_receipt_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"receipt_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "sales_receipt_line" ADD CONSTRAINT "sales_receipt_line_receipt_id_sales_receipt_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."sales_receipt"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_receipt_line" ADD CONSTRAINT "sales_receipt_line_order_id_sales_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_receipt_no_uq" ON "sales_receipt" USING btree ("no");--> statement-breakpoint
CREATE INDEX "sales_receipt_owner_idx" ON "sales_receipt" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sales_receipt_created_idx" ON "sales_receipt" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sales_receipt_customer_idx" ON "sales_receipt" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "sales_receipt_bank_idx" ON "sales_receipt" USING btree ("bank_receipt_id");--> statement-breakpoint
CREATE INDEX "sales_receipt_line_receipt_idx" ON "sales_receipt_line" USING btree ("receipt_id","line_no");--> statement-breakpoint
CREATE INDEX "sales_receipt_line_order_idx" ON "sales_receipt_line" USING btree ("order_id");