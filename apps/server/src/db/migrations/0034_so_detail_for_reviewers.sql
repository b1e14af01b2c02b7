-- hand-written data migration (keep when regenerating)
-- Issue #14: whoever decides a sales-order review (team leader / manager / finance chain, margin step,
-- purchase side) opens the order from the queue, so the roles holding a queue hold the detail screen too
-- (the server still shows only the orders pending them: sales-order.visibility.ts).
INSERT INTO sys_role_menu (role_id, menu_code, button_code)
  SELECT DISTINCT role_id, 'sales/salesOrderDetail', '' FROM sys_role_menu
  WHERE menu_code IN ('sales/document-audit/salesOrderAudit', 'sales/document-audit/salesOrderMarginAudit',
                      'purchase/document-audit/sales-order')
  ON CONFLICT DO NOTHING;
