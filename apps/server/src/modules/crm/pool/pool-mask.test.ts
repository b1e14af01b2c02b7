import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { rows } from '../../../core/db/index.js';

let t: TestApp;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
});
afterAll(() => t.close());

const queryRows = async <T>(q: ReturnType<typeof sql>) => rows<T>(await t.db.execute(q));

async function sheetText(buf: Buffer): Promise<string> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as never);
  const out: unknown[] = [];
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return JSON.stringify(out);
}

describe('pool masking (#10 item 10)', () => {
  it('no personal contact value of a pool customer appears in the pool detail, list or export', async () => {
    const [c] = await queryRows<{ id: number; code: string }>(
      sql`select id, code from crm_customer where owner_id is null and status = 2 order by id limit 1`,
    );
    // Every personal contact field filled with a distinctive value (the demo data leaves some empty).
    await t.db.execute(sql`update crm_customer set phone = '0755-86001234', billing_phone = '0755-86009876',
      billing_contact = 'Wang Billing' where id = ${c!.id}`);
    await t.db.execute(sql`update crm_contact set name = 'Zhao Contact', email = 'zhao.contact@maskco.example',
      phone = '13800138123', qq = '884433221', wechat = 'zhao_wx_77', skype = 'zhao.skype',
      other_number = '0755-55556666', remark = 'home 13911112222' where customer_id = ${c!.id}`);
    const secrets = (
      await queryRows<Record<string, string>>(sql`
        select phone as a, billing_phone as b, billing_contact as c from crm_customer where id = ${c!.id}
        union all
        select name, email, phone from crm_contact where customer_id = ${c!.id}
        union all
        select qq, wechat, skype from crm_contact where customer_id = ${c!.id}
        union all
        select other_number, remark, '' from crm_contact where customer_id = ${c!.id}`)
    )
      .flatMap((r) => Object.values(r))
      .filter((v) => v.length >= 3);
    expect(secrets.length).toBeGreaterThanOrEqual(10);

    const detail = await t.call('GET', `/merchant/crm/pool/${c!.id}`, { token: rep });
    expect(detail.body.Code, JSON.stringify(detail.body)).toBe(0);
    const list = await t.call('POST', '/merchant/crm/pool/Query', { token: rep, body: { Code: c!.code } });
    expect((list.body.Data as { TotalCount: number }).TotalCount).toBe(1);
    const exp = await t.app.inject({
      method: 'POST',
      url: '/merchant/crm/pool/Export',
      headers: { token: rep },
      payload: { Code: c!.code },
    });
    expect(exp.statusCode).toBe(200);
    const views = {
      detail: JSON.stringify(detail.body),
      list: JSON.stringify(list.body),
      export: await sheetText(exp.rawPayload),
    };
    for (const [view, text] of Object.entries(views)) {
      for (const s of secrets) expect(text.includes(s), `${view} leaks ${s}`).toBe(false);
    }
    // Masked, not dropped: the shape the screen shows.
    const d = detail.body.Data as {
      Phone: string;
      BillingPhone: string;
      BillingContact: string;
      Contacts: { Name: string; Email: string; WeChat: string }[];
      Balances: unknown[];
    };
    expect([d.Phone, d.BillingPhone, d.BillingContact]).toEqual(['****34', '****76', 'W**']);
    expect(d.Contacts[0]).toMatchObject({ Name: 'Z**', Email: 'z***@***', WeChat: '****' });
    expect(d.Balances).toEqual([]);
  });
});
