import { describe, expect, it } from 'vitest';
import { documentPath, namedPath } from './named-routes';

describe('named routes (spec §2)', () => {
  it('build the paths of the route names with their query', () => {
    expect(namedPath('Dashboard')).toBe('/dashboard');
    expect(documentPath('SalesOrder', 'PI2026110001')).toBe('/sales/salesOrder?OrderNo=PI2026110001');
    expect(documentPath('PurchasingOrder', 'PO1')).toBe('/purchase/purchasing-order?OrderNo=PO1');
    expect(documentPath('RFQmenu', 'B1')).toBe('/forQuotation/rfq-menu?OrderNo=B1');
    expect(documentPath('Payment', 'FK1')).toBe('/purchase/payment-order?OrderNo=FK1');
    expect(namedPath('Email', { Title: '询价回复', EMailMesType: 3, M: '', No: undefined })).toBe(
      '/email/email?Title=%E8%AF%A2%E4%BB%B7%E5%9B%9E%E5%A4%8D&EMailMesType=3',
    );
  });
});
