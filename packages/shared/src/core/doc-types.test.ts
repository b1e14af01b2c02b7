import { describe, expect, it } from 'vitest';
import { flattenMenu, NAMED_ROUTES } from '../access/menu-tree.js';
import { DOC_TYPES, docType, docTypeByNo, docTypeByPrefix, routeForDocNo } from './doc-types.js';

describe('document types', () => {
  it('has the spec prefixes and one entry per document type', () => {
    expect(docType('salesOrder')?.prefix).toBe('PI');
    expect(docType('purchaseOrder')?.prefix).toBe('PO');
    expect(docType('inquiry')?.prefix).toBe('B');
    expect(docType('payment')?.prefix).toBe('FK');
    expect(DOC_TYPES.map((d) => d.prefix).sort()).toEqual(
      [
        'XQ',
        'B',
        'CB',
        'BJ',
        'CS',
        'PI',
        'BH',
        'XH',
        'XR',
        'CK',
        'SK',
        'FP',
        'ZR',
        'TH',
        'TK',
        'HT',
        'YP',
        'YS',
        'QC',
        'FL',
        'YT',
        'PO',
        'FK',
        'RK',
        'JY',
        'CT',
        'CP',
        'DH',
        'DL',
        'NB',
        'PD',
        'CZ',
        'BF',
        'KP',
        'SQ',
      ].sort(),
    );
  });

  it('keeps types and prefixes unique, prefixes letters only', () => {
    expect(new Set(DOC_TYPES.map((d) => d.type)).size).toBe(DOC_TYPES.length);
    expect(new Set(DOC_TYPES.map((d) => d.prefix)).size).toBe(DOC_TYPES.length);
    for (const d of DOC_TYPES) expect(d.prefix).toMatch(/^[A-Z]+$/);
  });

  it('routes every type to a screen of the menu tree; the fixed four use the spec named routes', () => {
    const urls = new Set(flattenMenu().map((n) => n.url));
    for (const d of DOC_TYPES) {
      expect(urls.has(d.route), `${d.type} ${d.route}`).toBe(true);
      if ('detailRoute' in d) expect(urls.has(d.detailRoute), `${d.type} ${d.detailRoute}`).toBe(true);
      if ('routeName' in d) expect(NAMED_ROUTES[d.routeName]).toBe(d.route);
    }
    expect(docTypeByPrefix('PI')?.routeName).toBe('SalesOrder');
    expect(docTypeByPrefix('po')?.routeName).toBe('PurchasingOrder');
    expect(docTypeByPrefix('B')?.routeName).toBe('RFQmenu');
    expect(docTypeByPrefix('FK')?.routeName).toBe('Payment');
  });

  it('finds the type of a number by its leading letters', () => {
    expect(docTypeByNo('PI2611220001')?.type).toBe('salesOrder');
    expect(docTypeByNo('B2611220012')?.type).toBe('inquiry');
    expect(docTypeByNo('BJ2611220012')?.type).toBe('salesQuote');
    expect(docTypeByNo('BH26112210000')?.type).toBe('stockingRequest');
    expect(docTypeByNo('ZZ2611220001')).toBeUndefined();
    expect(docTypeByNo('')).toBeUndefined();
    expect(docTypeByNo(undefined)).toBeUndefined();
    expect(routeForDocNo('FK2611220003')).toEqual({
      path: '/purchase/payment-order',
      query: { OrderNo: 'FK2611220003' },
    });
  });
});
