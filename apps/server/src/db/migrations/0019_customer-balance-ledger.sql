CREATE TABLE "crm_balance_move" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_balance_move_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"kind" smallint NOT NULL,
	"ref_type" text DEFAULT '' NOT NULL,
	"ref_no" text DEFAULT '' NOT NULL,
	"ref_id" integer,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "crm_balance_move_sign_ck" CHECK (("crm_balance_move"."kind" in (1, 3, 4) and "crm_balance_move"."amount" > 0) or ("crm_balance_move"."kind" in (2, 5) and "crm_balance_move"."amount" < 0) or ("crm_balance_move"."kind" = 6 and "crm_balance_move"."amount" <> 0))
);
--> statement-breakpoint
ALTER TABLE "crm_balance_refund" DROP CONSTRAINT "crm_balance_refund_ledger_id_crm_balance_ledger_id_fk";
--> statement-breakpoint
ALTER TABLE "crm_balance_refund" ALTER COLUMN "ledger_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "crm_balance_move" ADD CONSTRAINT "crm_balance_move_customer_id_crm_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."crm_customer"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crm_balance_move_customer_idx" ON "crm_balance_move" USING btree ("customer_id","currency","created_at");--> statement-breakpoint
CREATE INDEX "crm_balance_move_ref_idx" ON "crm_balance_move" USING btree ("ref_no") WHERE "crm_balance_move"."ref_no" <> '';--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
-- Decision 0026: the CRM customer balance ledger (crm_balance_ledger) moves onto finance's money ledger.
-- Every row becomes one fin_entry (party kind 1 customer, account 3 customer balance) with the same
-- amount, currency, owner company, remark, who and when (posted on its China day); its source document is
-- the balance refund it paid (crm_balance_refund.ledger_id pointed at it: type balanceRefund, document and
-- line = the refund) or else a crm_balance_move keeping the row's id, kind and document prefix/number
-- (type customerBalanceMove, document and line = the move). Rate to CNY: the dated rate in force that day
-- (fin_exchange_rate), else the currency lookup's rate, else 1 (CNY). Then the balances are summed into
-- fin_balance and each refund's ledger_id points at its new entry. crm_balance_ledger is dropped by the
-- next migration (0019 drop-crm-balance-ledger), after this copy.
INSERT INTO "crm_balance_move" ("id", "tenant_id", "customer_id", "currency", "amount", "kind", "ref_type", "ref_no",
  "ref_id", "remark", "created_at", "created_by") OVERRIDING SYSTEM VALUE
SELECT l."id", l."tenant_id", l."customer_id", l."currency", l."amount", l."kind", l."doc_type", l."doc_no", l."doc_id",
  l."remark", l."created_at", l."created_by"
FROM "crm_balance_ledger" l
WHERE NOT EXISTS (SELECT 1 FROM "crm_balance_refund" r WHERE r."ledger_id" = l."id");
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('crm_balance_move', 'id'),
  coalesce((SELECT max("id") FROM "crm_balance_move"), 0) + 1, false);
--> statement-breakpoint
INSERT INTO "fin_entry" ("tenant_id", "party_kind", "party_id", "account", "currency", "amount", "rate_to_cny",
  "posted_on", "doc_type", "doc_id", "doc_line_id", "remark", "created_at", "created_by")
SELECT l."tenant_id", 1, l."customer_id", 3, l."currency", l."amount",
  coalesce(
    (SELECT x."rate" FROM "fin_exchange_rate" x WHERE x."currency" = l."currency"
       AND x."rate_date" <= (l."created_at" AT TIME ZONE 'Asia/Shanghai')::date
     ORDER BY x."rate_date" DESC, x."id" DESC LIMIT 1),
    (SELECT c."rate"::numeric(18, 6) FROM "base_currency" c WHERE c."code" = l."currency" AND c."rate" > 0),
    1),
  (l."created_at" AT TIME ZONE 'Asia/Shanghai')::date,
  CASE WHEN r."id" IS NULL THEN 'customerBalanceMove' ELSE 'balanceRefund' END,
  coalesce(r."id", l."id"), coalesce(r."id", l."id"), l."remark", l."created_at", l."created_by"
FROM "crm_balance_ledger" l
LEFT JOIN "crm_balance_refund" r ON r."ledger_id" = l."id"
ORDER BY l."created_at", l."id";
--> statement-breakpoint
UPDATE "crm_balance_refund" r SET "ledger_id" = e."id"
FROM "fin_entry" e
WHERE r."ledger_id" IS NOT NULL AND e."doc_type" = 'balanceRefund' AND e."doc_id" = r."id" AND e."account" = 3;
--> statement-breakpoint
INSERT INTO "fin_balance" ("tenant_id", "party_kind", "party_id", "account", "currency", "balance", "updated_at")
SELECT "tenant_id", "party_kind", "party_id", "account", "currency", sum("amount"), max("created_at")
FROM "fin_entry" WHERE "party_kind" = 1 AND "account" = 3
GROUP BY "tenant_id", "party_kind", "party_id", "account", "currency"
ON CONFLICT ("tenant_id", "party_kind", "party_id", "account", "currency")
DO UPDATE SET "balance" = excluded."balance", "updated_at" = excluded."updated_at";
