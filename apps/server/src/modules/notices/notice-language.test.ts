import { QUOTE_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../core/access/identity.table.js';
import { sysNotification } from '../../core/push/notification.table.js';
import { pushMessage, renderNoticeIn } from '../../core/push/push-message.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { crmCustomer } from '../crm/index.js';
import { purSupplier } from '../purchase/index.js';

/** Issue #20 item 7: notices are stored as a message key + parameters and read in the reader's language. */
interface Row {
  Id: number;
  Message: string;
  MessageKey: string | null;
  Params: Record<string, unknown> | null;
}
const CJK = /[\u3400-\u9fff]/;

let t: TestApp;
const uid = new Map<string, number>();
beforeAll(async () => {
  t = await createTestApp();
  for (const u of await t.db.select({ id: sysUser.id, account: sysUser.account }).from(sysUser))
    uid.set(u.account, u.id);
});
afterAll(() => t.close());

const list = async (token: string, lang: string, pageSize = 50) =>
  (
    await t.call<{ Records: Row[]; TotalCount: number }>('GET', '/merchant/common/notice', {
      token,
      lang,
      query: { pageIndex: 1, pageSize },
    })
  ).body.Data.Records;

describe('notices in the reader’s language', () => {
  it('a purchase quote entered in a Chinese session reads in English (title, status label, detail) and back in Chinese', async () => {
    const rep = await t.login('sales.rep');
    const buyer = await t.login('buyer');
    const [c] = await t.db
      .select({ id: crmCustomer.id })
      .from(crmCustomer)
      .where(and(eq(crmCustomer.ownerId, uid.get('sales.rep')!), eq(crmCustomer.status, 2)))
      .limit(1);
    const [s] = await t.db
      .select({ id: purSupplier.id })
      .from(purSupplier)
      .where(eq(purSupplier.status, 1))
      .limit(1);
    const inq = await t.call<{ Id: number; No: string }>('POST', '/merchant/forqutation/inquiry', {
      token: rep,
      lang: 'zh-CN',
      body: { CustomerId: c!.id, Lines: [{ Mpn: 'LM358DR', Brand: 'TI', Quantity: 1000 }] },
    });
    expect(inq.body.Code).toBe(0);
    const d = await t.call<{ Lines: { Id: number }[] }>(
      'GET',
      `/merchant/forqutation/inquiry/${inq.body.Data.Id}`,
      {
        token: rep,
      },
    );
    const pq = await t.call<{ No: string }>('POST', '/merchant/forqutation/purchasequote', {
      token: buyer,
      lang: 'zh-CN',
      body: {
        LineId: d.body.Data.Lines[0]!.Id,
        SupplierId: s!.id,
        CostPrice: '0.85',
        Currency: 'USD',
        Quantity: 1000,
        ValidUntil: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      },
    });
    expect(pq.body.Code).toBe(0);

    const [en] = await list(rep, 'en-US', 1);
    expect(en!.MessageKey).toBe('notices.msg.inquiryQuoted');
    expect(en!.Params).toMatchObject({
      status: { code: QUOTE_STATUS.quoted, labels: 'notices.status.quote' },
    });
    const m = JSON.parse(en!.Message) as Record<string, string>;
    expect(m).toMatchObject({
      Title: 'New purchase quote on your inquiry',
      OrderStatus: 'Quoted',
      Content: `${pq.body.Data.No} · 1000 pcs · 0.85 USD`,
      No: inq.body.Data.No,
      PartNo: 'LM358DR',
    });
    expect(en!.Message).not.toMatch(CJK);

    const [zh] = await list(rep, 'zh-CN', 1);
    expect(JSON.parse(zh!.Message)).toMatchObject({
      Title: '询价有新的采购报价',
      OrderStatus: '已报价',
      Content: `${pq.body.Data.No} · 1000 个 · 0.85 USD`,
    });
  });

  it('the demo notices read in English with no Chinese left (新询价单, BOM 共 36 行, 待审核)', async () => {
    const token = await t.login('sales.leader');
    const rows = await list(token, 'en-US');
    const demo = rows.filter((r) => r.MessageKey?.startsWith('notices.msg.'));
    expect(demo.length).toBeGreaterThanOrEqual(4);
    // Every generated word is English; a remark is what its writer typed (a demo reviewer writes both).
    for (const r of demo) {
      const { Remark: _typed, ...generated } = JSON.parse(r.Message) as Record<string, string>;
      expect(JSON.stringify(generated)).not.toMatch(CJK);
    }
    const texts = demo.map((r) => JSON.parse(r.Message) as Record<string, string>);
    expect(texts).toContainEqual(
      expect.objectContaining({ Title: 'New inquiry', Content: 'BOM of 36 lines' }),
    );
    expect(texts).toContainEqual(
      expect.objectContaining({ Title: 'Purchase order awaits review', OrderStatus: 'Pending review' }),
    );
  });

  it('a notice stored before message keys (plain or JSON text) is read as stored', async () => {
    const me = uid.get('sales.follow')!;
    await t.db.insert(sysNotification).values([
      { userId: me, message: '旧的纯文本通知' },
      { userId: me, message: JSON.stringify({ Title: '旧通知', No: 'B2026110001' }) },
    ]);
    const token = await t.login('sales.follow');
    const [json, plain] = await list(token, 'en-US', 2);
    expect(plain).toMatchObject({ Message: '旧的纯文本通知', MessageKey: null, Params: null });
    expect(JSON.parse(json!.Message)).toEqual({ Title: '旧通知', No: 'B2026110001' });
  });

  it('renders a user-named parameter ({ zh, en }) and a status label per language; an unknown key stays visible', () => {
    const params = {
      no: 'BJ2611200001',
      step: { zh: '主管审核', en: 'Leader review' },
      next: { zh: '经理审核', en: 'Manager review' },
      status: { code: 'pendingReview', labels: 'notices.status.review' },
    };
    expect(renderNoticeIn('en-US', 'notices.msg.reviewAdvanced', params)).toEqual({
      title: 'Document BJ2611200001 passed “Leader review” and moved on to “Manager review”',
      detail: '',
      status: 'Pending review',
    });
    expect(renderNoticeIn('zh-CN', 'notices.msg.reviewAdvanced', params).title).toBe(
      '单据 BJ2611200001 已通过「主管审核」，进入「经理审核」',
    );
    expect(renderNoticeIn('en-US', 'notices.msg.nope', {}).title).toBe('notices.msg.nope');
  });

  it('the push message carries Key and Params (the client renders them) beside the zh-CN text', () => {
    const m = pushMessage({ id: 7, createdAt: new Date('2026-11-20T00:00:00Z') }, 'RFQmenu', {
      Key: 'notices.msg.inquiryQuoted',
      Params: {
        quote: 'CB1',
        quantity: 5,
        cost: '1.2',
        currency: 'USD',
        status: { code: 2, labels: 'notices.status.quote' },
      },
      No: 'B1',
    });
    expect(m).toMatchObject({
      Id: 7,
      Key: 'notices.msg.inquiryQuoted',
      Params: { quote: 'CB1', status: { code: 2, labels: 'notices.status.quote' } },
      Title: '询价有新的采购报价',
      OrderStatus: '已报价',
      No: 'B1',
    });
  });
});
