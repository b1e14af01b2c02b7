import { flattenMenu } from '@partdesk/shared/access/menu-tree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { AuthUser } from '../access/access.js';
import { catalogueCounters, registerCatalogue, TODO_CATALOGUE } from './catalogue.js';
import { TodoRegistry, zero } from './todo-registry.js';
import type { TodoItem } from './todo.routes.js';

interface Upcoming {
  Items: TodoItem[];
  Counts: Record<string, number>;
  Total: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function upcoming(account: string, lang?: string): Promise<Upcoming> {
  const res = await t.call<Upcoming>('GET', '/merchant/common/upcoming', {
    token: await t.login(account),
    lang,
  });
  expect(res.body.Code).toBe(0);
  return res.body.Data;
}
const names = (d: Upcoming) => d.Items.map((i) => i.Name);

function fakeUser(over: Partial<AuthUser>): AuthUser {
  return {
    id: 999,
    account: 'x',
    name: 'x',
    tenantId: 1,
    deptId: null,
    deptType: null,
    masterId: null,
    isAdmin: false,
    roles: [],
    scope: { kind: 'own', userId: 999 },
    grants: new Set(),
    permits: new Set(),
    sessionId: 0,
    ...over,
  };
}

describe('to-do catalogue', () => {
  it('has about 50 uniquely named counters, each with both titles and a real screen path', () => {
    const screens = new Set(flattenMenu().map((n) => n.url));
    const all = catalogueCounters();
    expect(all.length).toBeGreaterThanOrEqual(50);
    expect(new Set(all.map((c) => c.name)).size).toBe(all.length);
    for (const c of all) {
      expect(c.name, c.name).toMatch(/^[A-Z][A-Za-z]+Count$/);
      expect(screens.has(c.route), `${c.name} → ${c.route}`).toBe(true);
      expect(c.title.zh && c.title.en, c.name).toBeTruthy();
    }
    expect(all.map((c) => c.name)).toEqual(
      expect.arrayContaining(['SaleOrderAuditCount', 'QuoteAuditCount', 'InvoiceReviewCount']),
    );
  });

  it('carries the spec filter states (§4)', () => {
    const q = Object.fromEntries(catalogueCounters().map((c) => [c.name, c.query]));
    expect(q.CancelOrderAuditCount).toEqual({ status: 11 });
    expect(q.ProxyBrandAuditCount).toEqual({ status: 11 });
    expect(q.RejectedSaleOrderCount).toEqual({ status: 7 });
    expect(q.AwaitingCourierCount).toEqual({ status: 3 });
    expect(q.OverweightAuditCount).toEqual({ status: 2 });
    expect(q.PurchaseOrderToCompleteCount).toEqual({ status: 5 });
    expect(q.DemandConfirmCount).toEqual({ status: 1 });
    expect(q.StockingExceptionCount).toEqual({ isAbolish: 2 });
    expect(q.StockedCount).toEqual({ inBoundStatus: 1 });
    expect(q.PartlyStockedCount).toEqual({ inBoundStatus: 2 });
  });

  it('keeps a counter a module registered first, and refuses setCount for an unknown name', () => {
    const r = new TodoRegistry();
    const real = async () => 7;
    r.register({ ...catalogueCounters()[0]!, count: real });
    registerCatalogue(r);
    expect(r.list()).toHaveLength(TODO_CATALOGUE.length);
    expect(r.get(TODO_CATALOGUE[0]![0])!.count).toBe(real);
    expect(() => r.setCount('NoSuchCount', zero)).toThrow(/Unknown to-do counter/);
  });

  it('shows permit-gated items to a non-administrator holding the permit', () => {
    const r = new TodoRegistry();
    registerCatalogue(r);
    const withPermit = fakeUser({ permits: new Set(['POST merchant/sale/customervisit/queryauditing']) });
    const visible = r.visibleFor(withPermit).map((c) => c.name);
    expect(visible).toContain('VisitAuditCount');
    expect(visible).not.toContain('VisitAllotCount');
    expect(visible).not.toContain('InvoiceAuditCount');
    expect(r.visibleFor(fakeUser({})).map((c) => c.name)).toEqual(['PerformanceCount']);
  });
});

describe('GET /merchant/common/upcoming', () => {
  it('needs a session (−100)', async () => {
    const res = await t.call('GET', '/merchant/common/upcoming');
    expect(res.body.Code).toBe(-100);
    expect(res.status).toBe(401);
  });

  it('always shows the performance item, also to a user none of the lists name', async () => {
    for (const account of ['support', 'sales.rep', 'buyer', 'accountant', 'admin']) {
      expect(names(await upcoming(account)), account).toContain('PerformanceCount');
    }
    expect(names(await upcoming('support'))).toEqual(['PerformanceCount']);
  });

  it('shows demand confirmation to administrators only', async () => {
    expect(names(await upcoming('admin'))).toContain('DemandConfirmCount');
    for (const account of ['sales.director', 'purchase.head', 'finance.director']) {
      expect(names(await upcoming(account)), account).not.toContain('DemandConfirmCount');
    }
  });

  it('gates visit audit, visit allotment and invoice audit by permit', async () => {
    const admin = names(await upcoming('admin'));
    for (const n of ['VisitAuditCount', 'VisitAllotCount', 'InvoiceAuditCount']) expect(admin).toContain(n);
    const rep = names(await upcoming('sales.rep'));
    for (const n of ['VisitAuditCount', 'VisitAllotCount', 'InvoiceAuditCount']) expect(rep).not.toContain(n);
  });

  it('shows the warehouse its own work: inbound to inspect, shipments awaiting courier info', async () => {
    const wh = names(await upcoming('warehouse'));
    expect(wh).toEqual(expect.arrayContaining(['WarehousingApprovalCount', 'AwaitingCourierCount']));
    expect(wh).not.toContain('PurchaseOrderAuditCount');
  });

  it('applies the role lists of spec §6', async () => {
    const head = names(await upcoming('purchase.head'));
    expect(head).toEqual(
      expect.arrayContaining([
        'PurchaseOrderAuditCount',
        'PurchaseSaleOrderAuditCount',
        'ProxyBrandAuditCount',
      ]),
    );
    const buyer = names(await upcoming('buyer'));
    expect(buyer).not.toContain('PurchaseOrderAuditCount');
    expect(buyer).toContain('PurchaseOrderToCompleteCount');
    expect(names(await upcoming('accountant1'))).toContain('FinanceAllowanceAuditCount');
    expect(names(await upcoming('sales.director'))).not.toContain('FinanceAllowanceAuditCount');
    for (const account of ['sales.director', 'sales.assistant', 'admin']) {
      expect(names(await upcoming(account)), account).toEqual(
        expect.arrayContaining(['CustomerTransferCount', 'ReturnToPoolCount']),
      );
    }
    expect(names(await upcoming('sales.manager'))).not.toContain('CustomerTransferCount');
    expect(names(await upcoming('sales.rep'))).toEqual(
      expect.arrayContaining(['RejectedSaleOrderCount', 'AwaitingCourierCount']),
    );
    expect(names(await upcoming('sales.rep'))).not.toContain('SaleOrderAuditCount');
  });

  it('returns title in the request language, route, query, real counts and their total', async () => {
    const reg = t.app.ctx.todos;
    const seen: number[] = [];
    reg.setCount('SaleOrderAuditCount', async ({ user }) => {
      seen.push(user.id);
      return 3;
    });
    reg.setCount('PerformanceCount', async () => 2);
    reg.setCount('QuoteAuditCount', async () => {
      throw new Error('boom');
    });
    try {
      const d = await upcoming('sales.director', 'en-US');
      const item = d.Items.find((i) => i.Name === 'SaleOrderAuditCount')!;
      expect(item).toEqual({
        Name: 'SaleOrderAuditCount',
        Title: 'Sales orders to review',
        Count: 3,
        Route: '/sales/document-audit/salesOrderAudit',
        Query: {},
      });
      expect(d.Items.find((i) => i.Name === 'QuoteAuditCount')!.Count).toBe(0);
      expect(d.Counts).toMatchObject({ SaleOrderAuditCount: 3, PerformanceCount: 2, QuoteAuditCount: 0 });
      // The badge is the sum; the demo data's pending CRM reviews add their own counts.
      expect(d.Total).toBe(Object.values(d.Counts).reduce((a, b) => a + b, 0));
      expect(d.Total).toBeGreaterThanOrEqual(5);
      expect(seen).toHaveLength(1);
      const zh = await upcoming('sales.rep');
      expect(zh.Items.find((i) => i.Name === 'RejectedSaleOrderCount')).toMatchObject({
        Title: '被驳回的销售订单',
        Route: '/sales/salesOrder',
        Query: { status: 7 },
      });
      // PerformanceCount 2 plus what the demo holds for sales.rep (its rejected demo orders, …).
      expect(zh.Counts.PerformanceCount).toBe(2);
      expect(zh.Total).toBe(Object.values(zh.Counts).reduce((a, b) => a + b, 0));
    } finally {
      for (const n of ['SaleOrderAuditCount', 'PerformanceCount', 'QuoteAuditCount']) reg.setCount(n, zero);
    }
  });
});
