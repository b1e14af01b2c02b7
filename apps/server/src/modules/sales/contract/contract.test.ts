import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, salesOrderBody } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { baseAccount } from '../../lookups/index.js';
import type { ContractView } from './contract.queries.js';

/** The sales contract / PI (sales/salesOrderInfo): access legs, letterhead, bank account, the PDF's CJK text. */
let t: TestApp;
let f: ReturnType<typeof factories>;
let rep: string;
let orderId = 0;
const BUYER = '深圳市华强测试电子有限公司';
beforeAll(async () => {
  t = await createTestApp();
  f = factories(t);
  rep = await f.token('sales.rep');
  const c = await f.customer({ body: { Name: BUYER, NameEn: 'Huaqiang Test Electronics' } });
  const res = await t.call<{ Id: number }>('POST', '/merchant/sale/salesorder', {
    token: rep,
    body: salesOrderBody(c.id, undefined, { Remark: '请按原厂包装发货' }),
  });
  expect(res.body.Code, res.body.Message).toBe(0);
  orderId = res.body.Data.Id;
});
afterAll(() => t.close());

const pdf = (id: number, lang: string, token: string | null = rep) =>
  t.app.inject({
    method: 'GET',
    url: `/merchant/sale/salesorder/${id}/pdf?lang=${lang}`,
    headers: token ? { token } : {},
  });
const contract = (id: number, token = rep) =>
  t.call<ContractView>('GET', `/merchant/sale/salesorder/${id}/contract`, { token });

describe('sales contract / PI', () => {
  it('no session −100; without the contract screen 403; an order out of scope 404 (PDF and data)', async () => {
    expect(JSON.parse((await pdf(orderId, 'zh-CN', null)).body).Code).toBe(-100);
    const checker = await f.token('price.checker');
    expect((await pdf(orderId, 'zh-CN', checker)).statusCode).toBe(403);
    expect((await contract(orderId, checker)).status).toBe(403);
    const agent = await f.token('sales.agent');
    expect((await pdf(orderId, 'zh-CN', agent)).statusCode).toBe(404);
    expect((await contract(orderId, agent)).status).toBe(404);
    expect((await pdf(99_999_999, 'zh-CN')).statusCode).toBe(404);
  });

  it("shows the owner company's letterhead, the parties, lines, totals and the bank account in the order currency", async () => {
    const c = (await contract(orderId)).body.Data;
    expect(c.Seller).toMatchObject({
      zh: '芯桥电子（香港）有限公司',
      en: 'ChipBridge Electronics (HK) Limited',
      // The owner company's address in both languages, phone and email (sys_tenant, the setup screen).
      Address: {
        zh: '香港九龙观塘道 388 号创纪之城一期 12 楼',
        en: '12/F, Millennium City 1, 388 Kwun Tong Road, Kwun Tong, Kowloon, Hong Kong',
      },
      Phone: '+852 3188 0102',
      Email: 'sales@hk.chipbridge.example',
    });
    expect(c.Buyer.zh).toBe(BUYER);
    expect(c).toMatchObject({ Currency: 'USD', Amount: '1490.00', TaxAmount: '193.70', Total: '1683.70' });
    expect(c.Consignee).toMatchObject({ Name: '李雷', Phone: '+852 5555 0101' });
    expect(c.Lines.map((l) => l.Mpn)).toEqual(['STM32F103C8T6', 'LM358DR']);
    // No payment account chosen: company 2's receiving account in USD.
    expect(c.Account).toMatchObject({ Currency: 'USD', AccountNo: '000-000000-838' });
    // Never cost on the contract.
    expect(JSON.stringify(c)).not.toMatch(/Cost|GrossProfit|GpPercent/);
  });

  it('prints the chosen payment account when the order names one', async () => {
    const [hkd] = await t.db.select().from(baseAccount).where(eq(baseAccount.code, 'HK-HSBC-HKD'));
    const o = await f.salesOrder({ body: { PayAccountId: hkd!.id } });
    expect((await contract(o.id)).body.Data.Account).toMatchObject({
      Currency: 'HKD',
      AccountNo: '000-000000-001',
    });
  });

  it('renders the PDF in zh-CN and en-US with the CJK font embedded and the Chinese text mapped', async () => {
    for (const lang of ['zh-CN', 'en-US']) {
      const res = await pdf(orderId, lang);
      expect(res.statusCode, lang).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`-${lang}.pdf`);
      const buf = res.rawPayload;
      expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const raw = buf.toString('latin1');
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+WenQuanYiMicroHei/);
      expect(raw).toContain('/FontFile2');
      const mapped = toUnicodeChars(buf);
      // The consignee (李雷) and the remark print in both languages; zh-CN also the title and the parties.
      for (const ch of '李雷请按原厂包装发货') expect(mapped.has(ch), `${lang} ${ch}`).toBe(true);
      // The letterhead: the company's address in both languages, its phone and email, in both PDFs.
      for (const ch of '九龙观塘道创纪之城MillenniumKowloon@+')
        expect(mapped.has(ch), `${lang} ${ch}`).toBe(true);
      for (const ch of lang === 'zh-CN' ? '邮箱' : 'Email')
        expect(mapped.has(ch), `${lang} ${ch}`).toBe(true);
      if (lang === 'zh-CN')
        for (const ch of `销售合同${BUYER}芯桥电子香港有限公司`) expect(mapped.has(ch), ch).toBe(true);
      else for (const ch of 'ProformaChipBridge') expect(mapped.has(ch), ch).toBe(true);
    }
  });
});

/** Characters of every ToUnicode CMap of a PDF (Flate streams inflated; bfchar and bfrange targets). */
function toUnicodeChars(buf: Buffer): Set<string> {
  const out = new Set<string>();
  const s = buf.toString('latin1');
  for (const m of s.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = s.indexOf('endstream', start);
    let text: string;
    try {
      text = inflateSync(buf.subarray(start, end)).toString('latin1');
    } catch {
      text = s.slice(start, end);
    }
    if (!text.includes('begincmap')) continue;
    for (const h of text.matchAll(/<([0-9a-fA-F]{4,})>/g)) {
      const chars = Buffer.from(h[1]!, 'hex').swap16().toString('utf16le');
      for (const ch of chars) out.add(ch);
    }
  }
  return out;
}
