import { describe, expect, it } from 'vitest';
import { noticeTarget, parseNoticeMessage, targetHref } from './notice-model';

describe('notification messages (spec §3)', () => {
  it('reads plain text and JSON, with the legacy Contont/Tyee spellings', () => {
    expect(parseNoticeMessage('欢迎使用').title).toBe('欢迎使用');
    expect(parseNoticeMessage('{broken').title).toBe('{broken');
    const v = parseNoticeMessage(
      JSON.stringify({
        Title: 'T',
        No: 'PI1',
        PartNo: 'P',
        OrderStatus: 'S',
        Contont: 'C',
        Tyee: 2,
        ReceivDate: 'D',
      }),
    );
    expect(v).toMatchObject({
      title: 'T',
      no: 'PI1',
      partNo: 'P',
      status: 'S',
      content: 'C',
      type: '2',
      date: 'D',
    });
    expect(parseNoticeMessage(JSON.stringify({ Content: 'only content' })).title).toBe('only content');
  });
});

describe('notification click target (spec §2)', () => {
  const view = (No: string) => parseNoticeMessage(JSON.stringify({ Title: 't', No }));
  it('routes by document-number prefix: PI, PO, B, FK', () => {
    expect(targetHref(noticeTarget('', view('PI2026110001'))!)).toBe(
      '/sales/salesOrder?OrderNo=PI2026110001',
    );
    expect(targetHref(noticeTarget('', view('PO2026110003'))!)).toBe(
      '/purchase/purchasing-order?OrderNo=PO2026110003',
    );
    expect(targetHref(noticeTarget('', view('B2026110012'))!)).toBe(
      '/forQuotation/rfq-menu?OrderNo=B2026110012',
    );
    expect(targetHref(noticeTarget('', view('FK2026110002'))!)).toBe(
      '/purchase/payment-order?OrderNo=FK2026110002',
    );
  });
  it('falls back to the named route; Email gets the mail notice as query; unknown goes nowhere', () => {
    expect(noticeTarget('SalesOrder', parseNoticeMessage('plain'))).toEqual({
      path: '/sales/salesOrder',
      query: {},
    });
    const mail = noticeTarget('Email', parseNoticeMessage(JSON.stringify({ Title: 'Mail', Type: 3 })));
    expect(mail).toEqual({ path: '/email/email', query: { Title: 'Mail', Type: '3' } });
    expect(noticeTarget('', parseNoticeMessage('plain'))).toBeUndefined();
    expect(noticeTarget('Nowhere', view('ZZ1'))).toBeUndefined();
  });
});
