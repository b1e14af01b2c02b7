import { describe, expect, it } from 'vitest';
import { traceNodeRoute } from './doc-trace.js';
import { documentDetailRoutes } from './doc-types.js';

describe('where a trace node opens (decision 0018)', () => {
  const n = (Type: string, Id: number | null, No = '', Masked = false) => ({ Type, Id, No, Masked });

  it('a detail screen by id, else the list by number; nothing for a masked node or an unknown type', () => {
    expect(traceNodeRoute(n('inquiry', 3, 'B2611200003'))).toBe('/forQuotation/rfq-detail_quote?id=3');
    expect(traceNodeRoute(n('demand', 2, 'XQ2611200002'))).toBe(
      '/demand/demandmanagement?OrderNo=XQ2611200002',
    );
    expect(traceNodeRoute(n('customer', 101))).toBe('/sales/customer-detail?id=101');
    expect(traceNodeRoute(n('contact', 5))).toBeUndefined();
    expect(traceNodeRoute(n('purchaseQuote', null, '', true))).toBeUndefined();
  });

  it('lists the document detail screens with their types', () => {
    expect(documentDetailRoutes()).toEqual(
      expect.arrayContaining([
        { type: 'inquiry', route: '/forQuotation/rfq-detail_quote' },
        { type: 'salesQuote', route: '/forQuotation/detail-quotation' },
        { type: 'customer', route: '/sales/customer-detail' },
      ]),
    );
  });
});
