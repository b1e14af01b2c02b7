CREATE TABLE "pur_supplier_bank" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_supplier_bank_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_no" text NOT NULL,
	"swift_code" text DEFAULT '' NOT NULL,
	"currency" text NOT NULL,
	"country_code" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "pur_supplier_brand" (
	"supplier_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pur_supplier_brand_supplier_id_brand_id_pk" PRIMARY KEY("supplier_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "pur_supplier_name_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pur_supplier_name_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" integer NOT NULL,
	"name" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"changed_by" integer
);
--> statement-breakpoint
ALTER TABLE "pur_supplier_bank" ADD CONSTRAINT "pur_supplier_bank_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_supplier_brand" ADD CONSTRAINT "pur_supplier_brand_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pur_supplier_name_history" ADD CONSTRAINT "pur_supplier_name_history_supplier_id_pur_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."pur_supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pur_supplier_bank_supplier_idx" ON "pur_supplier_bank" USING btree ("supplier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pur_supplier_bank_default_uq" ON "pur_supplier_bank" USING btree ("supplier_id") WHERE "pur_supplier_bank"."is_default";--> statement-breakpoint
CREATE INDEX "pur_supplier_brand_brand_idx" ON "pur_supplier_brand" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "pur_supplier_name_history_supplier_idx" ON "pur_supplier_name_history" USING btree ("supplier_id","valid_to");--> statement-breakpoint
CREATE INDEX "pur_supplier_name_history_name_idx" ON "pur_supplier_name_history" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
INSERT INTO "pur_supplier_bank" ("supplier_id", "bank_name", "account_name", "account_no", "swift_code", "currency", "country_code", "is_default", "created_by", "created_at", "updated_at")
SELECT s."id", s."bank_name", s."bank_account_name", s."bank_account_no", s."swift_code", s."currency", s."country_code", true, s."created_by", s."created_at", s."updated_at"
FROM "pur_supplier" s
WHERE s."bank_account_no" <> '' AND NOT EXISTS (SELECT 1 FROM "pur_supplier_bank" b WHERE b."supplier_id" = s."id");
