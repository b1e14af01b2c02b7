import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSetting } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { crmSnapshot, scalar, userIdOf } from '../test/crm-test-kit.js';
import { rows } from '../../../core/db/index.js';

let t: TestApp;
const tok: Record<string, string> = {};
const uid: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const a of [
    'admin',
    'sales.rep',
    'sales.dev',
    'sales.mid',
    'sales.manager',
    'sales.director',
    'sales.assistant',
    'sales.junior',
    'buyer',
  ]) {
    tok[a] = await t.login(a);
    uid[a] = await userIdOf(t, a);
  }
});
afterAll(() => t.close());

/** Active customers of `account` nobody has touched in this file yet. */
const used = new Set<number>();
async function ownCustomer(account: string): Promise<{ id: number; version: number }> {
  const r = {
    rows: rows<{ id: number; version: number }>(
      await t.db.execute(
        sql`select id, version from crm_customer c where owner_id = ${uid[account]} and status = 2
        and not exists (select 1 from crm_customer_transfer x where x.customer_id = c.id) order by id`,
      ),
    ),
  };
  const row = r.rows.find((x) => !used.has(x.id));
  if (!row) throw new Error(`no free customer of ${account}`);
  used.add(row.id);
  return row;
}
const ownerOf = (id: number) =>
  scalar<number | null>(t, sql`select owner_id from crm_customer where id = ${id}`);
const requestTransfer = (who: string, id: number, body: Record<string, unknown>, lang?: string) =>
  t.call<{ Id: number; Status: number }>('PUT', `/merchant/crm/customer/${id}/transfer-request`, {
    token: tok[who],
    body,
    lang,
  });
const requestRelease = (who: string, id: number, body: Record<string, unknown>) =>
  t.call<{ Id: number; Status: number }>('PUT', `/merchant/crm/customer/${id}/release-request`, {
    token: tok[who],
    body,
  });
const reviewIdOf = (type: string, requestId: number) =>
  scalar<number>(
    t,
    sql`select id from review_request where doc_type = ${type} and doc_id = ${requestId} and status = 'pending'`,
  );
const decide = (who: string, type: string, action: 'approve' | 'reject', ids: number[]) =>
  t.call('PUT', `/merchant/review/${type}/${action}`, { token: tok[who], body: { Ids: ids, Comment: 'ok' } });
const counts = async (who: string) => {
  const res = await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
    token: tok[who],
  });
  return res.body.Data.Counts;
};
const notices = (account: string) =>
  scalar<number>(t, sql`select count(*)::int from sys_notification where user_id = ${uid[account]}`);
const requestStatus = (id: number) =>
  scalar<number>(t, sql`select status from crm_customer_transfer where id = ${id}`);

describe('transfer and return-to-pool requests', () => {
  it('trio: no session −100; a screen without customer-management 403', async () => {
    const c = await ownCustomer('sales.rep');
    const anon = await t.call('PUT', `/merchant/crm/customer/${c.id}/transfer-request`, { body: {} });
    expect(anon.body.Code).toBe(-100);
    const buyer = await requestRelease('buyer', c.id, { Reason: 'x', Version: c.version });
    expect(buyer.status).toBe(403);
  });

  it('a transfer request waits for a 0102 holder; approval moves the customer like a direct transfer', async () => {
    const c = await ownCustomer('sales.rep');
    const before = await counts('sales.director');
    const res = await requestTransfer('sales.rep', c.id, {
      ToOwnerId: uid['sales.dev'],
      Reason: 'moving to BD',
      Version: c.version,
    });
    expect(res.body.Code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.Data.Status).toBe(1);
    expect(await ownerOf(c.id)).toBe(uid['sales.rep']);
    // Counters: the transfer roles see it; salespeople and managers neither see it nor can decide it.
    expect((await counts('sales.director')).CustomerTransferCount).toBe(
      (before.CustomerTransferCount ?? 0) + 1,
    );
    expect((await counts('sales.assistant')).CustomerTransferCount).toBeGreaterThan(0);
    expect(await counts('sales.rep')).not.toHaveProperty('CustomerTransferCount');
    expect(await counts('sales.manager')).not.toHaveProperty('CustomerTransferCount');
    const q = await t.call<{ TotalCount: number }>('POST', '/merchant/review/customerTransfer/Query', {
      token: tok['sales.rep'],
      body: {},
    });
    expect(q.body.Data.TotalCount).toBe(0);
    const rid = await reviewIdOf('customerTransfer', res.body.Data.Id);
    expect((await decide('sales.manager', 'customerTransfer', 'approve', [rid])).status).toBe(403);
    expect(await ownerOf(c.id)).toBe(uid['sales.rep']);

    const inDev = await notices('sales.dev');
    const ok = await decide('sales.director', 'customerTransfer', 'approve', [rid]);
    expect(ok.body.Code, JSON.stringify(ok.body)).toBe(0);
    expect(await ownerOf(c.id)).toBe(uid['sales.dev']);
    expect(await requestStatus(res.body.Data.Id)).toBe(2);
    expect(
      await scalar<number>(
        t,
        sql`select count(*)::int from crm_pool_event where customer_id = ${c.id} and action = 4
            and from_owner_id = ${uid['sales.rep']} and to_owner_id = ${uid['sales.dev']}`,
      ),
    ).toBe(1);
    expect(
      await scalar<number>(
        t,
        sql`select count(*)::int from crm_contact where customer_id = ${c.id} and deleted_at is null
            and owner_id is distinct from ${uid['sales.dev']}`,
      ),
    ).toBe(0);
    expect(await notices('sales.dev')).toBe(inDev + 1);
    expect((await counts('sales.director')).CustomerTransferCount).toBe(before.CustomerTransferCount ?? 0);
  });

  it('a return-to-pool request approved puts the customer in the pool; ReturnToPoolCount counts it', async () => {
    const c = await ownCustomer('sales.rep');
    const res = await requestRelease('sales.rep', c.id, { Reason: 'no longer buying', Version: c.version });
    expect(res.body.Code, JSON.stringify(res.body)).toBe(0);
    expect((await counts('sales.assistant')).ReturnToPoolCount).toBeGreaterThan(0);
    const rid = await reviewIdOf('customerReturn', res.body.Data.Id);
    const ok = await decide('sales.assistant', 'customerReturn', 'approve', [rid]);
    expect(ok.body.Code, JSON.stringify(ok.body)).toBe(0);
    expect(await ownerOf(c.id)).toBeNull();
    expect(await scalar<number>(t, sql`select previous_owner_id from crm_customer where id = ${c.id}`)).toBe(
      uid['sales.rep'],
    );
  });

  it('rejection leaves the owner, marks the request refused and notifies the requester', async () => {
    const c = await ownCustomer('sales.rep');
    const res = await requestRelease('sales.rep', c.id, { Reason: 'x', Version: c.version });
    const rid = await reviewIdOf('customerReturn', res.body.Data.Id);
    const n = await notices('sales.rep');
    const no = await decide('sales.director', 'customerReturn', 'reject', [rid]);
    expect(no.body.Code, JSON.stringify(no.body)).toBe(0);
    expect(await ownerOf(c.id)).toBe(uid['sales.rep']);
    expect(await requestStatus(res.body.Data.Id)).toBe(3);
    expect(await notices('sales.rep')).toBe(n + 1);
    // Refused: a new request for the same customer is allowed again.
    const again = await requestRelease('sales.rep', c.id, { Reason: 'y', Version: c.version });
    expect(again.body.Code).toBe(0);
  });

  it('refuses what it must, and nothing changes', async () => {
    const mine = await ownCustomer('sales.rep');
    const other = await ownCustomer('sales.mid');
    const snap = await crmSnapshot(t);
    const transfers = () => scalar<number>(t, sql`select count(*)::int from crm_customer_transfer`);
    const n = await transfers();
    const body = { ToOwnerId: uid['sales.dev'], Reason: 'r', Version: mine.version };

    // Not the caller's own customer.
    const notMine = await requestTransfer('sales.rep', other.id, { ...body, Version: other.version });
    expect([notMine.status, notMine.body.Code]).toEqual([403, 403]);
    // A holder of 0102 acts directly.
    const direct = await requestRelease('sales.director', mine.id, { Reason: 'r', Version: mine.version });
    expect(direct.status).toBe(409);
    // Stale version.
    const stale = await requestTransfer('sales.rep', mine.id, { ...body, Version: mine.version + 5 });
    expect(stale.status).toBe(409);
    // Bad input: 400 naming the field, translated.
    const noTarget = await requestTransfer(
      'sales.rep',
      mine.id,
      { Reason: 'r', Version: mine.version },
      'en-US',
    );
    expect(noTarget.status).toBe(400);
    expect(noTarget.body.Message).toMatch(/salesperson/i);
    const noReason = await requestRelease('sales.rep', mine.id, { Reason: '  ', Version: mine.version });
    expect(noReason.status).toBe(400);
    expect(noReason.body.Message).toMatch(/Reason|原因/);
    const buyerTarget = await requestTransfer('sales.rep', mine.id, { ...body, ToOwnerId: uid.buyer });
    expect(buyerTarget.status).toBe(400);
    const self = await requestTransfer('sales.rep', mine.id, { ...body, ToOwnerId: uid['sales.rep'] });
    expect(self.status).toBe(400);
    const missing = await requestRelease('sales.rep', 99_999_999, { Reason: 'r', Version: 1 });
    expect(missing.status).toBe(404);
    // Target at the maximum customer count.
    const devOwns = await scalar<number>(
      t,
      sql`select count(*)::int from crm_customer where owner_id = ${uid['sales.dev']}`,
    );
    await withSetting(t, 'maxCustomersPerSalesperson', devOwns, async () => {
      const full = await requestTransfer('sales.rep', mine.id, body, 'en-US');
      expect(full.status).toBe(400);
      expect(full.body.Message).toMatch(/maximum/);
    });

    expect(await transfers()).toBe(n);
    expect(await crmSnapshot(t)).toBe(snap);
    expect(await ownerOf(mine.id)).toBe(uid['sales.rep']);

    // Duplicate pending request (also across kinds): 409, the first stays the only one.
    expect((await requestTransfer('sales.rep', mine.id, body)).body.Code).toBe(0);
    const dup = await requestRelease('sales.rep', mine.id, { Reason: 'r', Version: mine.version });
    expect(dup.status).toBe(409);
    expect(await transfers()).toBe(n + 1);
  });

  it('approval of a request the customer has outgrown (moved meanwhile, target full) changes nothing', async () => {
    const c = await ownCustomer('sales.rep');
    const res = await requestTransfer('sales.rep', c.id, {
      ToOwnerId: uid['sales.dev'],
      Reason: 'r',
      Version: c.version,
    });
    const rid = await reviewIdOf('customerTransfer', res.body.Data.Id);
    // The target is full by now.
    const devOwns = await scalar<number>(
      t,
      sql`select count(*)::int from crm_customer where owner_id = ${uid['sales.dev']}`,
    );
    await withSetting(t, 'maxCustomersPerSalesperson', devOwns, async () => {
      const full = await decide('sales.director', 'customerTransfer', 'approve', [rid]);
      expect(full.status).toBe(400);
    });
    // Moved meanwhile by a direct transfer.
    const moved = await t.call('PUT', `/merchant/crm/customer/${c.id}/transfer`, {
      token: tok['sales.director'],
      body: { ToOwnerId: uid['sales.mid'], Reason: 'direct' },
    });
    expect(moved.body.Code).toBe(0);
    const snap = await crmSnapshot(t);
    const late = await decide('sales.director', 'customerTransfer', 'approve', [rid]);
    expect(late.status).toBe(409);
    expect(await crmSnapshot(t)).toBe(snap);
    expect(await ownerOf(c.id)).toBe(uid['sales.mid']);
    expect(await requestStatus(res.body.Data.Id)).toBe(1);
    // The reviewer rejects it instead.
    expect((await decide('sales.director', 'customerTransfer', 'reject', [rid])).body.Code).toBe(0);
  });
});

describe('the to-do links transferStatus=1 / poolStatus=1 on the customer list', () => {
  const list = (who: string, body: Record<string, unknown>) =>
    t.call<{ Records: { Id: number }[]; TotalCount: number }>('POST', '/merchant/crm/customer/Query', {
      token: tok[who],
      body: { pageSize: 500, ...body },
    });

  it('list exactly the customers with a pending transfer / return request (what the counters count)', async () => {
    const moving = await ownCustomer('sales.rep');
    const returning = await ownCustomer('sales.rep');
    const idle = await ownCustomer('sales.rep');
    const tr = await requestTransfer('sales.rep', moving.id, {
      ToOwnerId: uid['sales.dev'],
      Reason: 'to-do link',
      Version: moving.version,
    });
    expect(tr.body.Code, JSON.stringify(tr.body)).toBe(0);
    const rr = await requestRelease('sales.rep', returning.id, {
      Reason: 'to-do link',
      Version: returning.version,
    });
    expect(rr.body.Code, JSON.stringify(rr.body)).toBe(0);

    // The director (scope "sales", transfer permit) sees the requesters' customers they decide.
    const c = await counts('sales.director');
    const transfers = await list('sales.director', { transferStatus: 1 });
    expect(transfers.body.Code, JSON.stringify(transfers.body)).toBe(0);
    const tIds = transfers.body.Data.Records.map((r) => r.Id);
    expect(tIds).toContain(moving.id);
    expect(tIds).not.toContain(returning.id);
    expect(tIds).not.toContain(idle.id);
    expect(transfers.body.Data.TotalCount).toBe(c.CustomerTransferCount);

    const returns = await list('sales.director', { poolStatus: '1' });
    expect(returns.body.Code, JSON.stringify(returns.body)).toBe(0);
    const rIds = returns.body.Data.Records.map((r) => r.Id);
    expect(rIds).toContain(returning.id);
    expect(rIds).not.toContain(moving.id);
    expect(returns.body.Data.TotalCount).toBe(c.ReturnToPoolCount);

    // 0 = no pending request; the requester's own list filters the same way (data scope kept).
    const none = await list('sales.rep', { transferStatus: 0 });
    const noneIds = none.body.Data.Records.map((r) => r.Id);
    expect(noneIds).not.toContain(moving.id);
    expect(noneIds).toContain(returning.id);
    expect((await list('sales.rep', { transferStatus: 1 })).body.Data.Records.map((r) => r.Id)).toContain(
      moving.id,
    );

    // The director may open it; a salesperson without the permit may not open another's customer.
    expect(
      (await t.call('GET', `/merchant/crm/customer/${moving.id}`, { token: tok['sales.director'] })).body
        .Code,
    ).toBe(0);
    expect(
      (await t.call('GET', `/merchant/crm/customer/${moving.id}`, { token: tok['sales.dev'] })).status,
    ).toBe(404);
    expect((await list('sales.dev', { transferStatus: 1 })).body.Data.Records.map((r) => r.Id)).not.toContain(
      moving.id,
    );

    // Decided: the customer leaves the link's list (and the director's scope).
    const rid = await reviewIdOf('customerTransfer', tr.body.Data.Id);
    expect((await decide('sales.director', 'customerTransfer', 'reject', [rid])).body.Code).toBe(0);
    const after = await list('sales.director', { transferStatus: 1 });
    expect(after.body.Data.Records.map((r) => r.Id)).not.toContain(moving.id);
    expect(after.body.Data.TotalCount).toBe((await counts('sales.director')).CustomerTransferCount);
    expect((await list('sales.director', {})).body.Data.Records.map((r) => r.Id)).not.toContain(moving.id);
  });

  it('any other value is a 400 naming the key (also a dictionary value that is not one)', async () => {
    const dicts = await list('sales.director', { Attribute: ['1', '3'], BusinessType: '3', Level: ['1'] });
    expect(dicts.body.Code, JSON.stringify(dicts.body)).toBe(0);
    for (const body of [
      { Attribute: ['abc'] },
      { BusinessType: 'x' },
      { Level: ['1', '2.5'] },
      { transferStatus: 2 },
      { transferStatus: 'x' },
      { poolStatus: -1 },
      { poolStatus: [1] },
    ]) {
      const r = await list('sales.director', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.Data).toEqual({ Field: Object.keys(body)[0] });
    }
  });
});

describe('a disabled user’s customers go to the pool', () => {
  it('disabling sales.junior returns their active customers with reason "owner left"', async () => {
    const junior = uid['sales.junior']!;
    // Give them one more, so the test never depends on what the demo data happens to hold.
    const c = await ownCustomer('sales.rep');
    const tr = await t.call('PUT', `/merchant/crm/customer/${c.id}/transfer`, {
      token: tok.admin,
      body: { ToOwnerId: junior, Reason: 'setup' },
    });
    expect(tr.body.Code).toBe(0);
    const ids = rows<{ id: number }>(
      await t.db.execute(sql`select id from crm_customer where owner_id = ${junior} and status = 2`),
    ).map((r) => r.id);
    expect(ids).toContain(c.id);
    const res = await t.call('PUT', `/merchant/setup/user/${junior}/disable`, { token: tok.admin });
    expect(res.body.Code, JSON.stringify(res.body)).toBe(0);
    for (const id of ids) {
      const row = rows<{ owner_id: number | null; pool_reason: number; previous_owner_id: number }>(
        await t.db.execute(
          sql`select owner_id, pool_reason, previous_owner_id from crm_customer where id = ${id}`,
        ),
      )[0]!;
      expect(row).toEqual({ owner_id: null, pool_reason: 3, previous_owner_id: junior });
    }
    expect(
      await scalar<number>(
        t,
        sql`select count(*)::int from crm_pool_event where from_owner_id = ${junior} and action = 5`,
      ),
    ).toBe(ids.length);
    expect(
      await scalar<number>(
        t,
        sql`select count(*)::int from crm_contact ct join crm_customer c on c.id = ct.customer_id
            where ct.owner_id = ${junior} and c.status = 2`,
      ),
    ).toBe(0);
    // Enabling again does not bring them back; disabling twice moves nothing more.
    await t.call('PUT', `/merchant/setup/user/${junior}/enable`, { token: tok.admin });
    expect(await ownerOf(ids[0]!)).toBeNull();
  });
});
