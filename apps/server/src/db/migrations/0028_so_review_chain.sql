-- Custom SQL migration file, put your code below! --
-- hand-written data migration (keep when regenerating)
-- Decision 0033 (issue #14): the sales-order chain moved into its descriptor; on a database seeded with the
-- old default chain, its finance step applies from 50 000 CNY (SALES_ORDER_FINANCE_FROM_CNY).
UPDATE review_flow_step SET min_amount = 50000
  WHERE doc_type = 'salesOrder' AND tenant_id IS NULL AND step_no = 3 AND min_amount IS NULL;
--> statement-breakpoint
-- The new menu leaf sales/document-audit/salesOrderMarginAudit sits right after salesOrderAudit. Menu ids are
-- positions in the tree (core/access/route-tree.ts MENU_ID): the later rows move up by one (through negative
-- ids, the column is unique) before the system seed inserts the leaf. No-op on an empty database.
UPDATE sys_menu SET id = -id - 1
  WHERE id > (SELECT id FROM sys_menu WHERE code = 'sales/document-audit/salesOrderAudit')
    AND NOT EXISTS (SELECT 1 FROM sys_menu WHERE code = 'sales/document-audit/salesOrderMarginAudit');
--> statement-breakpoint
UPDATE sys_menu SET id = -id WHERE id < 0;
--> statement-breakpoint
-- Whoever holds the sales-order queue holds the margin queue (roles seeded before this change).
INSERT INTO sys_role_menu (role_id, menu_code, button_code)
  SELECT role_id, 'sales/document-audit/salesOrderMarginAudit', button_code FROM sys_role_menu
  WHERE menu_code = 'sales/document-audit/salesOrderAudit'
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The finance roles decide the chain's finance step: they get its queue.
INSERT INTO sys_role_menu (role_id, menu_code, button_code)
  SELECT r.id, 'sales/document-audit/salesOrderAudit', '' FROM sys_role r
  WHERE r.name IN ('会计专员', '会计专员-1', '应收会计', '财务主管', '财务总监')
  ON CONFLICT DO NOTHING;
