import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResourceDef } from '@partdesk/shared/resource/define';
import { filterFields } from '@partdesk/shared/resource/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import type { TodoItem } from './todo.routes.js';

/**
 * Issue #20 item 10: a to-do item's count is what its link shows. For every counter the popover offers,
 * the screen its link opens is found the way the web finds it — a review queue (a reviewable's queueRoute or
 * extraQueueMenus) or a resource list (a shared definition's `menu`, the link's query as that list's
 * filters) — and its TotalCount must equal the count; a counter whose screen does not exist must be 0.
 */

const ACCOUNTS = [
  'admin',
  'sales.director',
  'sales.manager',
  'sales.supervisor',
  'sales.leader',
  'sales.rep',
  'buyer',
  'purchase.head',
  'price.checker',
  'finance.head',
];

// Every shared resource definition (packages/shared/src/**/*-resource.ts and *.resource.ts), keyed by its screen.
const SHARED = fileURLToPath(new URL('../../../../../packages/shared/src/', import.meta.url));
const isDef = (v: unknown): v is ResourceDef =>
  !!v && typeof v === 'object' && 'menu' in v && 'fields' in v && 'api' in v;
const listByRoute = new Map<string, ResourceDef>();

/** Screens whose list is not a kit resource (their rows live in other modules' tables), by route. */
const PLAIN_LISTS: Record<string, string> = {
  '/purchase/pending-order': '/merchant/purchase/pendingorder/Query',
};

let t: TestApp;
beforeAll(async () => {
  const files = readdirSync(SHARED, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /[-.]resource\.ts$/.test(f),
  );
  for (const f of files)
    for (const v of Object.values((await import(`${SHARED}${f}`)) as Record<string, unknown>))
      if (isDef(v) && v.menu && v.api.list) listByRoute.set(`/${v.menu.replace(/^\//, '')}`, v);
  t = await createTestApp();
});
afterAll(() => t.close());

function queueOf(route: string): string | undefined {
  return t.app.ctx.reviews.list().find((d) => d.queueRoute === route || d.extraQueueMenus?.includes(route))
    ?.type;
}

describe('to-do counters and their links (#20 item 10)', () => {
  it('finds the shared list definitions the links open', () => {
    expect(listByRoute.size).toBeGreaterThan(10);
    expect(listByRoute.get('/forQuotation/purchase-rfqlibrary')).toBeTruthy();
  });

  it('every counter a demo account sees counts what its link lists (queue or list with the link filters)', async () => {
    const mismatches: string[] = [];
    let compared = 0;
    for (const account of ACCOUNTS) {
      const token = await t.login(account);
      const up = await t.call<{ Items: TodoItem[] }>('GET', '/merchant/common/upcoming', { token });
      expect(up.body.Code).toBe(0);
      for (const item of up.body.Data.Items) {
        const type = queueOf(item.Route);
        const def = listByRoute.get(item.Route);
        let shown: number | null = null;
        if (type && !Object.keys(item.Query).length) {
          const res = await t.call<{ TotalCount: number }>('POST', `/merchant/review/${type}/Query`, {
            token,
            body: { pageIndex: 1, pageSize: 1 },
          });
          shown = res.body.Code === 0 ? res.body.Data.TotalCount : 0;
        } else if (def) {
          // The web keeps only the link's keys that are filters of the list (kit list-state ownedKeys).
          const filters = new Set(filterFields(def).map((f) => f.name));
          const lost = Object.keys(item.Query).filter((k) => !filters.has(k));
          if (lost.length)
            mismatches.push(`${account} ${item.Name}: ${lost.join(',')} is no filter of ${item.Route}`);
          const res = await t.call<{ TotalCount: number }>('POST', def.api.list!, {
            token,
            body: { pageIndex: 1, pageSize: 1, ...item.Query },
          });
          shown = res.body.Code === 0 ? res.body.Data.TotalCount : 0;
        } else if (PLAIN_LISTS[item.Route]) {
          const res = await t.call<{ TotalCount: number }>('POST', PLAIN_LISTS[item.Route]!, {
            token,
            body: { pageIndex: 1, pageSize: 1, ...item.Query },
          });
          shown = res.body.Code === 0 ? res.body.Data.TotalCount : 0;
        } else shown = 0; // no screen yet: nothing to show, nothing to count
        compared++;
        if (item.Count !== shown)
          mismatches.push(`${account} ${item.Name} (${item.Route}): counter ${item.Count}, list ${shown}`);
      }
    }
    expect(compared).toBeGreaterThan(30);
    expect(mismatches).toEqual([]);
  });

  it('the two quote queues (报价待审核, 报价待审批) count the same pending quotes', async () => {
    const token = await t.login('sales.manager');
    const up = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
      token,
    });
    const q = await t.call<{ TotalCount: number }>('POST', '/merchant/review/salesQuote/Query', {
      token,
      body: {},
    });
    expect(q.body.Data.TotalCount).toBeGreaterThan(0);
    expect(up.body.Data.Counts.QuoteAuditCount).toBe(q.body.Data.TotalCount);
    expect(up.body.Data.Counts.QuoteApprovalCount).toBe(q.body.Data.TotalCount);
  });
});
