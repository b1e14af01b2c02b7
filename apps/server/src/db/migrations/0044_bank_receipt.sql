CREATE TABLE "fin_bank_receipt" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fin_bank_receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"no" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"payer_name" text NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"value_date" date NOT NULL,
	"bank_ref" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"customer_id" integer,
	"customer_name" text,
	"claimed_by" integer,
	"claimed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX "fin_bank_receipt_no_uq" ON "fin_bank_receipt" USING btree ("no");--> statement-breakpoint
CREATE INDEX "fin_bank_receipt_status_idx" ON "fin_bank_receipt" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "fin_bank_receipt_claimed_idx" ON "fin_bank_receipt" USING btree ("claimed_by","created_at");--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
-- Issue #17 (decision 0050): an existing database's sales roles get the pre-collected screen (to see and claim
-- the receipts waiting for a claim, PendingClaimCount) with button 0103 but not 0101 (recording is finance's),
-- as the role seed grants them.
INSERT INTO "sys_role_menu" ("role_id", "menu_code", "button_code")
SELECT r."id", 'finance/receipt/precollected', b.code
FROM "sys_role" r, (VALUES (''), ('0103')) AS b(code)
WHERE r."scope_kind" = 'sales'
ON CONFLICT DO NOTHING;
