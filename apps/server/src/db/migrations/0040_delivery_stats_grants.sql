-- hand-written data migration (keep when regenerating)
-- Issue #16 (decision 0047): the warehouse role 仓管员 reads the delivery statistics (sales-deliverystats), as
-- the role seed grants it; the sales roles and administrators hold the screen already (sales/*, every screen).
INSERT INTO "sys_role_menu" ("role_id", "menu_code", "button_code")
SELECT r."id", 'sales/sales-deliverystats', b.code
FROM "sys_role" r, (VALUES (''), ('0101'), ('0103')) AS b(code)
WHERE r."name" = '仓管员'
ON CONFLICT DO NOTHING;
