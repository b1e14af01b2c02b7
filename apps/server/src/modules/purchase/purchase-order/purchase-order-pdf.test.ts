import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { poKit } from './test/po-kit.js';

/** The PO PDF (zh-CN / en-US, the sales contract's way): access legs, the CJK font embedded and mapped. */
let t: TestApp;
let k: ReturnType<typeof poKit>;
let id: number;
beforeAll(async () => {
  t = await createTestApp();
  k = poKit(t);
  const usd = (await k.supplierIn('USD')).id;
  const res = await k.create(k.body(usd, { Remark: '请按原厂包装发货' }));
  expect(res.body.Code, res.body.Message).toBe(0);
  id = res.body.Data.Id;
});
afterAll(() => t.close());

const pdf = async (lang: string, as: string | null = 'buyer') =>
  t.app.inject({
    method: 'GET',
    url: `/merchant/purchase/purchaseorder/${id}/pdf?lang=${lang}`,
    headers: as ? { token: await k.token(as) } : {},
  });

describe('purchase order PDF', () => {
  it('no session −100; another buyer 404; the head may print it', async () => {
    expect(JSON.parse((await pdf('zh-CN', null)).body).Code).toBe(-100);
    expect((await pdf('zh-CN', 'buyer.intl')).statusCode).toBe(404);
    expect((await pdf('en-US', 'purchase.head')).statusCode).toBe(200);
  });

  it('renders zh-CN and en-US with the CJK font embedded and the Chinese text mapped', async () => {
    for (const lang of ['zh-CN', 'en-US']) {
      const res = await pdf(lang);
      expect(res.statusCode, lang).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`-${lang}.pdf`);
      const buf = res.rawPayload;
      expect(buf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(buf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+WenQuanYiMicroHei/);
      const mapped = toUnicodeChars(buf);
      for (const ch of '请按原厂包装发货STM32') expect(mapped.has(ch), `${lang} ${ch}`).toBe(true);
      if (lang === 'zh-CN') for (const ch of '采购订单供应商') expect(mapped.has(ch), ch).toBe(true);
      else for (const ch of 'PurchaseOrd') expect(mapped.has(ch), ch).toBe(true);
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
