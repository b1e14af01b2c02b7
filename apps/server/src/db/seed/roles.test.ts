import { describe, expect, it } from 'vitest';
import { expand, ROLE_SEEDS } from './roles.js';

const role = (name: string) => ROLE_SEEDS.find((r) => r.name === name)!;

describe('role seeds', () => {
  it('expands in order: a later pattern re-adds what an earlier one removed', () => {
    expect(expand(['sales/*', '!sales/document-audit/*'])).not.toContain(
      'sales/document-audit/salesOrderAudit',
    );
    expect(expand(['sales/*', '!sales/document-audit/*', 'sales/document-audit/*'])).toContain(
      'sales/document-audit/salesOrderAudit',
    );
  });

  it('gives leads their review queues and keeps them from plain staff', () => {
    expect(role('销售经理').menus).toContain('sales/document-audit/salesOrderAudit');
    expect(role('销售员').menus).not.toContain('sales/document-audit/salesOrderAudit');
    expect(role('采购主管').menus).toContain('purchase/document-audit/purchase-order');
    expect(role('采购员').menus).not.toContain('purchase/document-audit/purchase-order');
    expect(role('财务主管').menus).toContain('sales/document-audit/invoice-audit');
  });

  it('proxy brands (decision 0049): buyers register them, the purchasing head holds the review queue', () => {
    for (const name of ['采购员', '国际采购员', '采购组长', '采购主管'])
      expect(role(name).menus, name).toContain('purchase/proxybrand');
    expect(role('采购主管').menus).toContain('purchase/document-audit/proxybrand-review');
    expect(role('采购员').menus).not.toContain('purchase/document-audit/proxybrand-review');
    expect(role('销售员').menus).not.toContain('purchase/proxybrand');
  });

  it('every role holds the dashboard and at least one screen', () => {
    for (const r of ROLE_SEEDS) expect(r.menus, r.name).toContain('dashboard');
  });
});
