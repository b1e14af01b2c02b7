import type {
  SupplierDetail,
  SupplierNameView,
  SupplierUpdate,
} from '@partdesk/shared/purchase/supplier/supplier.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../core/db/index.js';
import { signIn } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { brandIdsByName, supplierBody, supplierCounts } from './supplier-test-kit.js';

let t: TestApp;
let tok: Record<string, string>;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  ({ tok, ids } = await signIn(t, ['buyer', 'buyer.intl', 'purchase.head', 'sales.rep']));
});
afterAll(() => t.close());

const url = (id: number) => `/merchant/purchase/supplier/${id}`;

async function create(token = tok.buyer!) {
  const r = await t.call<{ Id: number }>('POST', '/merchant/purchase/supplier', {
    token,
    body: supplierBody(),
  });
  expect(r.body.Code).toBe(0);
  return r.body.Data.Id;
}
async function detail(id: number, token = tok.buyer!) {
  const r = await t.call<SupplierDetail>('GET', url(id), { token });
  expect(r.body.Code).toBe(0);
  return r.body.Data;
}
/** The detail as an update body (every child kept by id). */
const asBody = (d: SupplierDetail): SupplierUpdate => ({
  ...supplierBody(),
  Name: d.Name,
  ShortName: d.ShortName,
  Type: d.Type,
  CountryCode: d.CountryCode,
  Currency: d.Currency,
  PaymentTerms: d.PaymentTerms,
  OwnerId: d.OwnerId,
  Contacts: d.Contacts,
  Banks: d.Banks,
  BrandIds: d.Brands.map((b) => b.BrandId),
  Version: d.Version,
});

describe('edit a supplier at its version', () => {
  it('renames, changes contacts, banks and brands; the former name is listed with its dates and who', async () => {
    const id = await create();
    const d = await detail(id);
    const body = asBody(d);
    body.Name = `${d.Name} (HK)`;
    body.Contacts = [
      { ...d.Contacts[1]!, IsPrimary: true },
      { ...d.Contacts[0]!, IsPrimary: false },
    ];
    body.Banks = [
      ...d.Banks.map((b) => ({ ...b, IsDefault: false })),
      {
        BankName: 'Bank of China (Hong Kong) Limited',
        AccountName: d.Name,
        AccountNo: '012-875-0-012345-6',
        SwiftCode: 'bkchhkhh',
        Currency: 'hkd',
        CountryCode: 'hk',
        IsDefault: true,
      },
    ];
    body.BrandIds = await brandIdsByName(t, ['ST']);
    const r = await t.call<{ Version: number }>('PUT', url(id), { token: tok.buyer, body });
    expect(r.body.Code).toBe(0);
    expect(r.body.Data.Version).toBe(d.Version + 1);
    const after = await detail(id);
    expect(after.Name).toBe(body.Name);
    expect(after.Contacts.map((c) => [c.Id, c.IsPrimary])).toEqual([
      [d.Contacts[1]!.Id, true],
      [d.Contacts[0]!.Id, false],
    ]);
    expect(after.Banks[0]).toMatchObject({ SwiftCode: 'BKCHHKHH', Currency: 'HKD', IsDefault: true });
    expect(after.Banks.map((b) => b.Id)).toContain(d.Banks[0]!.Id);
    expect(after.Brands.map((b) => b.Name)).toEqual(['ST']);
    expect(after.FormerNames).toHaveLength(1);
    const n = await t.call<{ Records: SupplierNameView[] }>('GET', `${url(id)}/names`, { token: tok.buyer });
    expect(n.body.Data.Records.map((x) => [x.Name, x.ValidTo === null])).toEqual([
      [body.Name, true],
      [d.Name, false],
    ]);
    expect(n.body.Data.Records[1]!.ChangedByName).toBeTruthy();
    expect(n.body.Data.Records[0]!.ValidFrom).toBe(n.body.Data.Records[1]!.ValidTo);
    const [row] = rows<{ contact_name: string; bank_account_no: string }>(
      await t.db.execute(sql`select contact_name, bank_account_no from pur_supplier where id = ${id}`),
    );
    expect(row).toEqual({ contact_name: d.Contacts[1]!.Name, bank_account_no: '012-875-0-012345-6' });
    const h = await t.call<{ Records: { Action: string; Changes: Record<string, unknown> | null }[] }>(
      'GET',
      '/merchant/document/history',
      { token: tok.buyer, query: { type: 'supplier', id } },
    );
    const upd = h.body.Data.Records.find((x) => x.Action === 'update');
    expect(upd?.Changes).toMatchObject({ Name: [d.Name, body.Name] });
  });

  it('refuses a stale version (409) and a name another supplier has, writing nothing', async () => {
    const id = await create();
    const d = await detail(id);
    const before = await supplierCounts(t);
    const stale = await t.call('PUT', url(id), {
      token: tok.buyer,
      body: { ...asBody(d), Version: d.Version + 5, Name: 'Whatever New Name Ltd' },
    });
    expect(stale.status).toBe(409);
    const taken = await t.call<{ Field: string }>('PUT', url(id), {
      token: tok.buyer,
      body: { ...asBody(d), Name: 'mouser electronics, inc.' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.Data.Field).toBe('Name');
    expect(await supplierCounts(t)).toEqual(before);
    expect((await detail(id)).Name).toBe(d.Name);
  });

  it("refuses a buyer another buyer's supplier (403); a purchasing head may edit it", async () => {
    const id = await create(tok['buyer.intl']);
    const d = await detail(id, tok['buyer.intl']);
    expect((await detail(id)).CanEdit).toBe(false);
    const before = await supplierCounts(t);
    const r = await t.call('PUT', url(id), { token: tok.buyer, body: { ...asBody(d), Remark: 'mine now' } });
    expect(r.status).toBe(403);
    expect(await supplierCounts(t)).toEqual(before);
    const head = await t.call('PUT', url(id), {
      token: tok['purchase.head'],
      body: { ...asBody(d), OwnerId: ids.buyer },
    });
    expect(head.body.Code).toBe(0);
    expect((await detail(id)).OwnerId).toBe(ids.buyer);
  });

  it('refuses a contact or bank account of another supplier, writing nothing', async () => {
    const a = await detail(await create());
    const b = await detail(await create());
    const before = await supplierCounts(t);
    const c = await t.call<{ Field: string }>('PUT', url(a.Id), {
      token: tok.buyer,
      body: { ...asBody(a), Contacts: [{ ...b.Contacts[0]!, IsPrimary: true }] },
    });
    expect(c.body.Data.Field).toBe('Contacts.0.Id');
    const k = await t.call<{ Field: string }>('PUT', url(a.Id), {
      token: tok.buyer,
      body: { ...asBody(a), Banks: b.Banks },
    });
    expect(k.body.Data.Field).toBe('Banks.0.Id');
    expect(await supplierCounts(t)).toEqual(before);
  });
});

describe('supplier status (suspend, blacklist, clear)', () => {
  const status = (id: number, body: object, token = tok['purchase.head']!) =>
    t.call<{ Field: string; Version: number }>('PUT', `${url(id)}/status`, { token, body, lang: 'en-US' });

  it('is a lead button: a buyer is refused (403)', async () => {
    const id = await create();
    const d = await detail(id);
    const r = await status(id, { Version: d.Version, Status: 3, Reason: 'fake parts' }, tok.buyer);
    expect(r.status).toBe(403);
    expect((await detail(id)).Status).toBe(1);
  });

  it('needs a reason to suspend or blacklist, refuses the same status; history keeps each change', async () => {
    const id = await create();
    let d = await detail(id);
    const before = await supplierCounts(t);
    const noReason = await status(id, { Version: d.Version, Status: 3, Reason: '  ' });
    expect(noReason.body.Data.Field).toBe('Reason');
    expect(noReason.body.Message).toMatch(/reason/i);
    const same = await status(id, { Version: d.Version, Status: 1, Reason: '' });
    expect(same.body.Data.Field).toBe('Status');
    expect(await supplierCounts(t)).toEqual(before);

    const black = await status(id, { Version: d.Version, Status: 3, Reason: 'Remarked parts found in QC' });
    expect(black.body.Code).toBe(0);
    d = await detail(id);
    expect([d.Status, d.StatusReason]).toEqual([3, 'Remarked parts found in QC']);
    const pick = await t.call<{ Records: { Id: number }[] }>('GET', '/merchant/purchase/supplier/lookup', {
      token: tok.buyer,
      query: { keyword: d.Name },
    });
    expect(pick.body.Data.Records.map((r) => r.Id)).not.toContain(id);
    const clear = await status(id, { Version: d.Version, Status: 1, Reason: 'cleared after audit' });
    expect(clear.body.Code).toBe(0);
    d = await detail(id);
    expect([d.Status, d.StatusReason]).toEqual([1, '']);
    const h = await t.call<{
      Records: { Action: string; FromStatus: string; ToStatus: string; Comment: string }[];
    }>('GET', '/merchant/document/history', { token: tok.buyer, query: { type: 'supplier', id } });
    expect(
      h.body.Data.Records.filter((x) => x.Action === 'status').map((x) => [
        x.FromStatus,
        x.ToStatus,
        x.Comment,
      ]),
    ).toEqual([
      ['1', '3', 'Remarked parts found in QC'],
      ['3', '1', 'cleared after audit'],
    ]);
  });
});
