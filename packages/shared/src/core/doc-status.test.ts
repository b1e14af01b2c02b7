import { describe, expect, it } from 'vitest';
import { CUSTOMER_STATUS } from '../crm/crm-codes.js';
import { VISIT_STATUS } from '../crm/crm-ops-codes.js';
import { DEMAND_STATUS } from '../demand/demand-codes.js';
import { translate } from '../i18n/index.js';
import { INQUIRY_STATUS, PURCHASE_QUOTE_STATUS } from '../inquiry/inquiry-codes.js';
import { PURCHASE_REQUEST_STATUS } from '../inquiry/purchase-request-codes.js';
import { QUOTE_STATUS_DOC } from '../quote/quote-codes.js';
import { DOC_STATUS_OPTIONS, docStatusOption, REVIEW_STATUS_OPTIONS } from './doc-status.js';
import { DOC_TYPES, RECORD_TYPES } from './doc-types.js';

const text = (type: string, code: string | number | null, lang: 'zh-CN' | 'en-US' = 'zh-CN') => {
  const o = docStatusOption(type, code);
  return o ? translate(lang, o.label) : undefined;
};

describe('document status labels (trace node Status, decision 0018)', () => {
  it("labels each type's own codes as its list does, in both languages", () => {
    expect(text('inquiry', String(INQUIRY_STATUS.transferring))).toBe('转交审核中');
    expect(text('inquiry', INQUIRY_STATUS.closed, 'en-US')).toBe('Closed');
    expect(text('salesQuote', String(QUOTE_STATUS_DOC.sent))).toBe('已发送');
    expect(text('purchaseQuote', String(PURCHASE_QUOTE_STATUS.valid), 'en-US')).toBe('Valid');
    expect(text('demand', String(DEMAND_STATUS.converted))).toBe('已转询价');
    expect(text('purchaseRequest', String(PURCHASE_REQUEST_STATUS.ready), 'en-US')).toBe(
      'Ready for purchasing',
    );
    expect(text('customer', String(CUSTOMER_STATUS.active))).toBeTruthy();
    expect(text('customerVisit', 'draft')).toBe(text('customerVisit', String(VISIT_STATUS.draft)));
    // The same code means another thing for another type.
    expect(text('inquiry', '2')).not.toBe(text('salesQuote', '2'));
  });

  it('labels the review states for any type; an unknown code or none has no label', () => {
    expect(text('salesQuote', 'approved')).toBe('审核通过');
    expect(text('customer', 'pendingReview', 'en-US')).toBe('Pending review');
    expect(docStatusOption('inquiry', '99')).toBeUndefined();
    expect(docStatusOption('inquiry', null)).toBeUndefined();
    expect(docStatusOption('nosuchtype', '1')).toBeUndefined();
  });

  it('every label exists in zh-CN and en-US; every type is a document or record type', () => {
    const types = new Set<string>([...DOC_TYPES.map((d) => d.type), ...RECORD_TYPES]);
    for (const [type, options] of Object.entries(DOC_STATUS_OPTIONS)) {
      expect(types.has(type), type).toBe(true);
      expect(options!.length, type).toBeGreaterThan(0);
      for (const o of [...options!, ...REVIEW_STATUS_OPTIONS])
        for (const lang of ['zh-CN', 'en-US'] as const)
          expect(translate(lang, o.label), `${type} ${o.value} ${lang}`).not.toBe(o.label);
    }
  });
});
