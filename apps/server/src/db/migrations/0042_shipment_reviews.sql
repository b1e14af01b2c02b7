ALTER TABLE "log_shipment" ADD COLUMN "accepted_weight" integer;--> statement-breakpoint
ALTER TABLE "log_shipment" ADD COLUMN "credit_review" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
-- Issue #16 (decision 0046): the credit review queue of shipments, /sales/document-audit/deliver-audit, is
-- decided by the sales director / manager (who hold it through sales/document-audit/*) and the finance heads:
-- an existing database gives 财务主管 and 财务总监 the screen as the role seed does (roles are seeded only into
-- an empty database). The review chains themselves are written on start (documentFlowSeeder).
INSERT INTO "sys_role_menu" ("role_id", "menu_code", "button_code")
SELECT r."id", 'sales/document-audit/deliver-audit', b.code
FROM "sys_role" r, (VALUES (''), ('0101'), ('0102'), ('0103')) AS b(code)
WHERE r."name" IN ('财务主管', '财务总监')
ON CONFLICT DO NOTHING;
