CREATE TABLE "pur_setting" (
	"id" integer PRIMARY KEY NOT NULL,
	"default_payment_terms" smallint DEFAULT 1 NOT NULL,
	"inbound_warehouse_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);

--> statement-breakpoint
-- hand-written data migration (keep when regenerating)
-- Issue #15 (decision 0048): the purchasing settings row; the PO review's amount step (step 2, 管理员, from
-- 500000 CNY) for a database whose PO chain was seeded before it (a new database gets it from the seed);
-- the purchasing settings screen is the leads' — buyers lose it (a new database: the role seed).
INSERT INTO "pur_setting" ("id", "default_payment_terms") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "review_flow_step" ("doc_type", "tenant_id", "step_no", "name_zh", "name_en", "approver_kind", "approver_roles", "min_amount")
SELECT 'purchaseOrder', NULL, 2, '管理员加签审核', 'Administrator review (large order)', 'roles', ARRAY['管理员']::text[], 500000
WHERE EXISTS (SELECT 1 FROM "review_flow_step" WHERE "doc_type" = 'purchaseOrder' AND "tenant_id" IS NULL AND "step_no" = 1)
  AND NOT EXISTS (SELECT 1 FROM "review_flow_step" WHERE "doc_type" = 'purchaseOrder' AND "tenant_id" IS NULL AND "step_no" = 2);
--> statement-breakpoint
DELETE FROM "sys_role_menu"
WHERE "menu_code" = 'purchase/purchase-setup'
  AND "role_id" IN (SELECT "id" FROM "sys_role" WHERE "name" IN ('采购员', '国际采购员'));
