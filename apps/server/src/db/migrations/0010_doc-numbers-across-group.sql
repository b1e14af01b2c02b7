DROP INDEX "crm_balance_refund_no_uq";--> statement-breakpoint
DROP INDEX "crm_visit_no_uq";--> statement-breakpoint
DROP INDEX "dmd_demand_no_uq";--> statement-breakpoint
DROP INDEX "inq_inquiry_no_uq";--> statement-breakpoint
DROP INDEX "inq_purchase_quote_no_uq";--> statement-breakpoint
DROP INDEX "inq_purchase_request_no_uq";--> statement-breakpoint
DROP INDEX "quo_quote_no_uq";--> statement-breakpoint
-- Decision 0013: one number series per prefix and day across the owner companies. Numbers drawn per
-- company before it may repeat across companies: the oldest keeps its number, a later one gets its id
-- appended (`B2611240001-57`) so each number names one document; then the group counters continue
-- after the highest number drawn in any company that day.
UPDATE "crm_balance_refund" SET "no" = "no" || '-' || "id" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "no" ORDER BY "id") AS rn FROM "crm_balance_refund") d WHERE d.rn > 1);--> statement-breakpoint
UPDATE "crm_visit" SET "no" = "no" || '-' || "id" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "no" ORDER BY "id") AS rn FROM "crm_visit") d WHERE d.rn > 1);--> statement-breakpoint
UPDATE "dmd_demand" SET "no" = "no" || '-' || "id" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "no" ORDER BY "id") AS rn FROM "dmd_demand") d WHERE d.rn > 1);--> statement-breakpoint
UPDATE "inq_inquiry" SET "no" = "no" || '-' || "id" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "no" ORDER BY "id") AS rn FROM "inq_inquiry") d WHERE d.rn > 1);--> statement-breakpoint
UPDATE "inq_purchase_quote" SET "no" = "no" || '-' || "id" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "no" ORDER BY "id") AS rn FROM "inq_purchase_quote") d WHERE d.rn > 1);--> statement-breakpoint
UPDATE "inq_purchase_request" SET "no" = "no" || '-' || "id" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "no" ORDER BY "id") AS rn FROM "inq_purchase_request") d WHERE d.rn > 1);--> statement-breakpoint
UPDATE "quo_quote" SET "no" = "no" || '-' || "id" WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "no" ORDER BY "id") AS rn FROM "quo_quote") d WHERE d.rn > 1);--> statement-breakpoint
INSERT INTO "doc_sequence" ("tenant_id", "prefix", "day", "value") SELECT 0, "prefix", "day", max("value") FROM "doc_sequence" WHERE "tenant_id" <> 0 GROUP BY "prefix", "day" ON CONFLICT ("tenant_id", "prefix", "day") DO UPDATE SET "value" = greatest("doc_sequence"."value", excluded."value");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_balance_refund_no_uq" ON "crm_balance_refund" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_visit_no_uq" ON "crm_visit" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "dmd_demand_no_uq" ON "dmd_demand" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "inq_inquiry_no_uq" ON "inq_inquiry" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "inq_purchase_quote_no_uq" ON "inq_purchase_quote" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "inq_purchase_request_no_uq" ON "inq_purchase_request" USING btree ("no");--> statement-breakpoint
CREATE UNIQUE INDEX "quo_quote_no_uq" ON "quo_quote" USING btree ("no");