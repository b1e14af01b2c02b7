CREATE TABLE "pur_payment_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_payment_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"bank_id" integer,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"paid_on" date,
	"paid_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_payment_order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_payment_order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
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
CREATE TABLE "pur_order_change" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_order_change_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"base_version" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" smallint NOT NULL,
	"review_comment" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "pur_payment_order" ADD CONSTRAINT "pur_payment_order_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_payment_order_line" ADD CONSTRAINT "pur_payment_order_line_payment_id_pur_payment_order_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."pur_payment_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_payment_order_line" ADD CONSTRAINT "pur_payment_order_line_order_id_pur_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pur_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_order_change" ADD CONSTRAINT "pur_order_change_order_id_pur_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."pur_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pur_payment_order_no_uq" ON "pur_payment_order" USING btree ("no");--> statement-breakpoint
CREATE INDEX "pur_payment_order_owner_idx" ON "pur_payment_order" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pur_payment_order_created_idx" ON "pur_payment_order" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pur_payment_order_status_idx" ON "pur_payment_order" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "pur_payment_order_line_payment_idx" ON "pur_payment_order_line" USING btree ("payment_id","line_no");--> statement-breakpoint
CREATE INDEX "pur_payment_order_line_order_idx" ON "pur_payment_order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "pur_order_change_order_idx" ON "pur_order_change" USING btree ("order_id","status");