-- No table change: receivables, customer statements and finance exceptions read the money ledger (decision 0056).
-- hand-written data migration (keep when regenerating)
-- Issue #17 (decision 0056): an existing database's sales roles get the receivables and customer statement
-- screens (their own customers only, by the data scope), with the buttons the role seed gives sales roles.
INSERT INTO "sys_role_menu" ("role_id", "menu_code", "button_code")
SELECT r."id", m.code, b.code
FROM "sys_role" r,
  (VALUES ('finance/financial/receivables'), ('finance/financial/customer-bill')) AS m(code),
  (VALUES (''), ('0101'), ('0103')) AS b(code)
WHERE r."scope_kind" = 'sales'
ON CONFLICT DO NOTHING;
