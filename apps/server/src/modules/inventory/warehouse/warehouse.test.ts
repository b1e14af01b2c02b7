import {
  LOCATION_PERMITS,
  WAREHOUSE_PERMITS,
  ZONE_PERMITS,
} from '@partdesk/shared/inventory/warehouse/warehouse.codes';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithout } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createLedgerFixture, ledgerFixtureDocument } from '../../../test/ledger-fixture.js';
import { checkLedgers } from '../../../test/ledgers.js';
import { receiveLot } from '../ledger/receive-lot.js';
import { invWarehouse, invWarehouseLocation, invWarehouseZone } from './warehouse.table.js';

/** Warehouses, zones, locations over HTTP (decision 0025): trio, uniqueness, the disable rule, the lookup. */
let t: TestApp;
let head: string;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  await createLedgerFixture(t);
  head = await t.login('purchase.head');
  rep = await t.login('sales.rep');
});
afterAll(() => t.close());

type Place = { Id: number; Code: string; Status: number; Version: number; OnHand: number };
type Tree = {
  Id: number;
  Code: string;
  Name: string;
  TenantId: number;
  IsDefault: boolean;
  Zones: { Id: number; Code: string; Name: string; Locations: { Id: number; Code: string }[] }[];
};
type Page<T> = { Records: T[]; TotalCount: number };

const post = <T>(url: string, body: unknown, token = head, lang?: string) =>
  t.call<T>('POST', url, { token, body, lang });
const put = <T>(url: string, body?: unknown, token = head, lang?: string) =>
  t.call<T>('PUT', url, { token, body, lang });
const tree = (query?: Record<string, number>, lang?: string) =>
  t.call<Page<Tree>>('GET', '/merchant/common/warehouse', { token: rep, query, lang });

async function expectTrio(method: 'GET' | 'POST' | 'PUT', url: string, permit: string, body?: unknown) {
  const anon = await t.call(method, url, { body });
  expect(anon.body.Code, `${method} ${url} without session`).toBe(-100);
  const denied = await t.call(method, url, { token: await accountWithout(t, permit), body });
  expect(denied.status, `${method} ${url} without permit`).toBe(403);
}

describe('GET /merchant/common/warehouse (moved from lookups, same answer)', () => {
  it('per tenant, with zones and locations, names in the request language', async () => {
    expect((await t.call('GET', '/merchant/common/warehouse')).body.Code).toBe(-100);
    const all = await tree();
    expect(all.body.Data.Records.map((w) => w.Code)).toEqual(['SZ', 'HK', 'CA', 'US']);
    const hk = await tree({ tenantId: 2 }, 'en-US');
    expect(hk.body.Data.Records).toHaveLength(1);
    const w = hk.body.Data.Records[0]!;
    expect(w).toMatchObject({ Name: 'Hong Kong warehouse', TenantId: 2, IsDefault: true });
    expect(w.Zones.map((z) => z.Code)).toEqual(['A', 'B', 'C', 'D', 'Q']);
    expect(w.Zones.find((z) => z.Code === 'C')!.Locations).toHaveLength(12);
    expect(w.Zones.find((z) => z.Code === 'C')!.Locations[0]!.Code).toBe('C-01-01');
    const zh = await tree({ tenantId: 1 });
    expect(zh.body.Data.Records[0]!.Zones[2]!.Name).toBe('存储区');
    expect(
      (await t.call('GET', '/merchant/common/warehouse', { token: rep, query: { tenantId: 'x' } })).status,
    ).toBe(400);
  });

  it('the migrated rows kept their ids and the sequences continue after them', async () => {
    const sz = (await tree({ tenantId: 1 })).body.Data.Records[0]!;
    expect(sz.Id).toBe(1);
    const [max] = await t.db.select({ n: count() }).from(invWarehouseLocation);
    const c = await post<Place>('/merchant/inventory/warehouse', {
      TenantId: 1,
      Code: 'seq1',
      Name: '序列仓',
    });
    expect(c.body.Code).toBe(0);
    expect(c.body.Data.Id).toBeGreaterThan(4);
    expect(max!.n).toBeGreaterThan(0);
  });
});

describe('warehouse maintenance (/purchase/parameterSetting/warehouse)', () => {
  it('each route: no session −100, no permit 403', async () => {
    for (const [level, p] of [
      ['warehouse', WAREHOUSE_PERMITS],
      ['warehousezone', ZONE_PERMITS],
      ['warehouselocation', LOCATION_PERMITS],
    ] as const) {
      await expectTrio(
        'POST',
        `/merchant/inventory/${level}/Query`,
        `POST merchant/inventory/${level}/query`,
        {},
      );
      await expectTrio('GET', `/merchant/inventory/${level}/1`, `GET merchant/inventory/${level}/:id`);
      await expectTrio('POST', `/merchant/inventory/${level}`, p.create, { Code: 'X', Name: 'x' });
      await expectTrio('PUT', `/merchant/inventory/${level}/1`, p.update, {
        Code: 'X',
        Name: 'x',
        Version: 1,
      });
      await expectTrio('PUT', `/merchant/inventory/${level}/1/disable`, p.disable);
      await expectTrio('PUT', `/merchant/inventory/${level}/1/enable`, p.enable);
    }
    // A salesperson reads the lookup but not the screen.
    expect((await post('/merchant/inventory/warehouse/Query', {}, rep)).status).toBe(403);
  });

  it('creates a warehouse, a zone and a location; edits at its version; the lookup shows them', async () => {
    const w = await post<Place>('/merchant/inventory/warehouse', {
      TenantId: 2,
      Code: 'hk2',
      Name: '香港二号仓',
      NameEn: 'Hong Kong 2',
      Country: 'hk',
    });
    expect(w.body).toMatchObject({ Code: 0, Data: { Code: 'HK2', Status: 1, OnHand: 0 } });
    const z = await post<Place>('/merchant/inventory/warehousezone', {
      WarehouseId: w.body.Data.Id,
      Code: 'S',
      Name: '存储',
    });
    expect(z.body.Code).toBe(0);
    const l = await post<Place>('/merchant/inventory/warehouselocation', {
      ZoneId: z.body.Data.Id,
      Code: 's-01',
    });
    expect(l.body.Data).toMatchObject({ Code: 'S-01', Status: 1 });
    const u = await put<Place & { Name: string }>(`/merchant/inventory/warehouse/${w.body.Data.Id}`, {
      Code: 'HK2',
      Name: '香港2号仓',
      NameEn: 'Hong Kong 2',
      Version: w.body.Data.Version,
    });
    expect(u.body.Data).toMatchObject({ Name: '香港2号仓', Version: w.body.Data.Version + 1 });
    const stale = await put(`/merchant/inventory/warehouse/${w.body.Data.Id}`, {
      Code: 'HK2',
      Name: 'x',
      Version: w.body.Data.Version,
    });
    expect(stale.status).toBe(409);
    const hk = (await tree({ tenantId: 2 }, 'en-US')).body.Data.Records.find((r) => r.Code === 'HK2')!;
    expect(hk.Name).toBe('Hong Kong 2');
    expect(hk.Zones).toEqual([
      expect.objectContaining({ Code: 'S', Locations: [{ Id: l.body.Data.Id, Code: 'S-01' }] }),
    ]);
    const list = await post<Page<Place & { WarehouseId: number }>>(
      '/merchant/inventory/warehousezone/Query',
      {
        WarehouseId: w.body.Data.Id,
      },
    );
    expect(list.body.Data.Records.map((r) => r.Code)).toEqual(['S']);
  });

  it('a code is unique within its parent: 409 naming Code, translated, nothing written', async () => {
    const hk = (await tree({ tenantId: 2 })).body.Data.Records.find((r) => r.Code === 'HK')!;
    const zoneC = hk.Zones.find((z) => z.Code === 'C')!;
    const before = await Promise.all(
      [invWarehouse, invWarehouseZone, invWarehouseLocation].map(
        async (x) => (await t.db.select({ n: count() }).from(x))[0]!.n,
      ),
    );
    const cases: [string, Record<string, unknown>, string, string][] = [
      [
        'warehouse',
        { TenantId: 2, Code: 'hk', Name: 'dup' },
        'Code HK already exists in this company',
        '编码 HK 已存在于该公司中',
      ],
      [
        'warehousezone',
        { WarehouseId: hk.Id, Code: 'c', Name: 'dup' },
        'Code C already exists in this warehouse',
        '编码 C 已存在于该仓库中',
      ],
      [
        'warehouselocation',
        { ZoneId: zoneC.Id, Code: 'C-01-01' },
        'Code C-01-01 already exists in this zone',
        '编码 C-01-01 已存在于该库区中',
      ],
    ];
    for (const [level, body, en, zh] of cases) {
      const r = await post(`/merchant/inventory/${level}`, body, head, 'en-US');
      expect(r.status, level).toBe(409);
      expect(r.body).toMatchObject({ Code: 409, Message: en, Data: { Field: 'Code' } });
      expect((await post(`/merchant/inventory/${level}`, body)).body.Message).toBe(zh);
    }
    // The same code elsewhere is fine: HK in another company, C in another warehouse.
    expect(
      (await post('/merchant/inventory/warehouse', { TenantId: 3, Code: 'HK', Name: '加拿大 HK' })).body.Code,
    ).toBe(0);
    // Renaming onto a sibling's code is refused too.
    const zoneA = hk.Zones.find((z) => z.Code === 'A')!;
    const a = await t.call<Place>('GET', `/merchant/inventory/warehousezone/${zoneA.Id}`, { token: head });
    const ren = await put(`/merchant/inventory/warehousezone/${zoneA.Id}`, {
      Code: 'C',
      Name: 'x',
      Version: a.body.Data.Version,
    });
    expect(ren.status).toBe(409);
    const after = await Promise.all(
      [invWarehouse, invWarehouseZone, invWarehouseLocation].map(
        async (x) => (await t.db.select({ n: count() }).from(x))[0]!.n,
      ),
    );
    expect(after).toEqual([before[0]! + 1, before[1], before[2]]);
  });

  it('refuses bad input naming the field: bad code, unknown company, unknown or disabled parent', async () => {
    const w = await post<Place>('/merchant/inventory/warehouse', {
      TenantId: 4,
      Code: 'US9',
      Name: '美国九号',
    });
    const z = await post<Place>('/merchant/inventory/warehousezone', {
      WarehouseId: w.body.Data.Id,
      Code: 'Z',
      Name: 'z',
    });
    expect((await put(`/merchant/inventory/warehousezone/${z.body.Data.Id}/disable`)).body.Code).toBe(0);
    const cases: [string, Record<string, unknown>, string][] = [
      ['warehouse', { TenantId: 1, Code: 'A B', Name: 'x' }, 'Code'],
      ['warehouse', { TenantId: 999, Code: 'NEW', Name: 'x' }, 'TenantId'],
      ['warehouse', { TenantId: 1, Code: 'NEW' }, 'Name'],
      ['warehousezone', { WarehouseId: 99999, Code: 'N', Name: 'x' }, 'WarehouseId'],
      ['warehouselocation', { ZoneId: z.body.Data.Id, Code: 'Z-1' }, 'ZoneId'],
    ];
    for (const [level, body, field] of cases) {
      const r = await post(`/merchant/inventory/${level}`, body, head, 'en-US');
      expect(r.status, `${level} ${field}`).toBe(400);
      expect((r.body.Data as { Field: string }).Field, `${level} ${field}`).toBe(field);
    }
    const disabled = await post(
      '/merchant/inventory/warehouselocation',
      { ZoneId: z.body.Data.Id, Code: 'Z1' },
      head,
      'en-US',
    );
    expect(disabled.body.Message).toBe('Zone is disabled: nothing can be added or enabled under it');
  });

  it('a warehouse holding stock cannot be disabled (translated 409); without stock it can, and drops from the lookup', async () => {
    const w = await post<Place>('/merchant/inventory/warehouse', {
      TenantId: 1,
      Code: 'LOTS',
      Name: '批次仓',
    });
    const z = await post<Place>('/merchant/inventory/warehousezone', {
      WarehouseId: w.body.Data.Id,
      Code: 'C',
      Name: '存储',
    });
    const l = await post<Place>('/merchant/inventory/warehouselocation', {
      ZoneId: z.body.Data.Id,
      Code: 'C-1',
    });
    await t.db.transaction((tx) =>
      receiveLot(
        tx,
        { userId: 1, lang: 'en-US' },
        {
          tenantId: 1,
          mpn: 'STM32F103C8T6',
          brand: 'ST',
          warehouseId: w.body.Data.Id,
          zoneId: z.body.Data.Id,
          locationId: l.body.Data.Id,
          unitCost: '1.5',
          currency: 'USD',
          rateToCny: '7.1',
          sourceDocType: ledgerFixtureDocument.type,
          sourceDocId: 1,
          sourceLineId: 101,
          receivedOn: '2026-11-01',
        },
        25,
      ),
    );
    for (const [level, id] of [
      ['warehouse', w.body.Data.Id],
      ['warehousezone', z.body.Data.Id],
      ['warehouselocation', l.body.Data.Id],
    ] as const) {
      const r = await put(`/merchant/inventory/${level}/${id}/disable`, undefined, head, 'en-US');
      expect(r.status, level).toBe(409);
      expect(r.body.Message).toMatch(/still holds 25 pieces on hand and cannot be disabled/);
    }
    const zh = await put(`/merchant/inventory/warehouse/${w.body.Data.Id}/disable`);
    expect(zh.body.Message).toBe('LOTS 仍有 25 件在库，不能停用；请先移出或出库');
    const [row] = await t.db.select().from(invWarehouse).where(eq(invWarehouse.id, w.body.Data.Id));
    expect(row!.status).toBe(1);
    const listed = await post<Page<Place>>('/merchant/inventory/warehouse/Query', { Code: 'LOTS' });
    expect(listed.body.Data.Records[0]!.OnHand).toBe(25);
    await checkLedgers(t, [ledgerFixtureDocument]);

    // An empty warehouse: disabled, gone from the lookup, enabled again.
    const empty = await post<Place>('/merchant/inventory/warehouse', {
      TenantId: 1,
      Code: 'EMPTY',
      Name: '空仓',
    });
    const off = await put<Place>(`/merchant/inventory/warehouse/${empty.body.Data.Id}/disable`);
    expect(off.body.Data.Status).toBe(2);
    expect((await tree({ tenantId: 1 })).body.Data.Records.map((r) => r.Code)).not.toContain('EMPTY');
    const on = await put<Place>(`/merchant/inventory/warehouse/${empty.body.Data.Id}/enable`);
    expect(on.body.Data.Status).toBe(1);
    expect((await tree({ tenantId: 1 })).body.Data.Records.map((r) => r.Code)).toContain('EMPTY');
  });
});
