CREATE TABLE "crm_trade_entry" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_trade_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"doc_type" text NOT NULL,
	"doc_id" integer NOT NULL,
	"doc_no" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"amount" numeric(18, 2),
	"currency" text,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "crm_trade_entry" ADD CONSTRAINT "crm_trade_entry_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_trade_entry_doc_uq" ON "crm_trade_entry" USING btree ("doc_type","doc_id");--> statement-breakpoint
CREATE INDEX "crm_trade_entry_customer_idx" ON "crm_trade_entry" USING btree ("customer_id","at");--> statement-breakpoint
-- Backfill (decision 0016): the timeline entries of the inquiries and sales quotes made before the events.
INSERT INTO "crm_trade_entry" ("tenant_id", "customer_id", "kind", "doc_type", "doc_id", "doc_no", "at", "user_id")
SELECT i."tenant_id", i."customer_id", 'inquiry', 'inquiry', i."id", i."no", i."created_at", i."salesperson_id"
FROM "inq_inquiry" i WHERE i."deleted_at" IS NULL;--> statement-breakpoint
INSERT INTO "crm_trade_entry" ("tenant_id", "customer_id", "kind", "doc_type", "doc_id", "doc_no", "at", "amount", "currency", "user_id")
SELECT q."tenant_id", q."customer_id", 'quote', 'salesQuote', q."id", q."no", q."created_at", q."total", q."currency", q."salesperson_id"
FROM "quo_quote" q;
