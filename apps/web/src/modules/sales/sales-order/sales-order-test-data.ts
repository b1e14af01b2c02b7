import { ORDER_NOTIFY, ORDER_REVIEW, ORDER_SHIP } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import type { LoginData } from '../../../core/api';
import { ADMIN_LOGIN, ok } from '../../../test/api-mock';
import type { SalesOrderView } from './sales-order-api';

/** Fixtures of the sales order screen tests: a salesperson, the lookups the form reads, one order. */
export const REP: LoginData = {
  ...ADMIN_LOGIN,
  Token: 'tok-rep',
  UserInfo: {
    ...ADMIN_LOGIN.UserInfo,
    Id: 7,
    Name: '王销售',
    Account: 'sales.rep',
    Roles: [{ Id: 6, Name: '销售员' }],
    isAdmin: false,
    TenantId: 2,
    ScopeKind: 'sales',
  },
  Menus: [
    {
      MainMenu: { MenuCode: 'sales', Name: '销售管理' },
      ChildMenus: ['sales/salesOrder', 'sales/addOrder', 'sales/salesOrderDetail'].map((m) => ({
        MenuCode: m,
        Name: m,
        Buttons: m === 'sales/salesOrder' ? ['0101'] : [],
      })),
    },
  ],
  Permits: ['POST merchant/sale/salesorder'],
};

export const LOOKUPS = {
  'GET /user/GetSalerList': () => ok({ Records: [{ Id: 7, Name: '王销售', Status: 1 }], TotalCount: 1 }),
  'POST /merchant/common/users': () => ok({ Records: [], TotalCount: 0 }),
  'GET /merchant/common/merchant': () =>
    ok({
      Records: [
        { Id: 2, Name: '芯桥香港' },
        { Id: 4, Name: '芯桥美国' },
      ],
      TotalCount: 2,
    }),
  'GET /merchant/common/currency': () =>
    ok({
      Records: [
        { Id: 1, Name: 'USD', Title: '美元', Rate: '7.1', RateDate: '2026-11-24' },
        { Id: 2, Name: 'CNY', Title: '人民币', Rate: '1', RateDate: null },
      ],
      TotalCount: 2,
    }),
  'GET /common/GetCountryList': () =>
    ok({ Records: [{ Id: 86, Name: 'China', NameCN: '中国', NameEN: 'China' }], TotalCount: 1 }),
  'GET /merchant/common/business': () =>
    ok({
      Records: [
        { Id: 1, Name: '顺丰', IsDeactivate: false },
        { Id: 2, Name: '停用快递', IsDeactivate: true },
      ],
      TotalCount: 2,
    }),
  'GET /merchant/common/accountsetup': () => ok({ Records: [{ Id: 3, Name: 'HSBC HK' }], TotalCount: 1 }),
  'POST /merchant/crm/customer/Query': () =>
    ok({
      Records: [{ Id: 101, Code: 'C0101', ShortName: '华强电子', Name: '华强电子有限公司' }],
      TotalCount: 1,
    }),
  'GET /merchant/crm/customer/101': () =>
    ok({ Id: 101, Code: 'C0101', ShortName: '华强电子', Name: '华强电子有限公司', Contacts: [] }),
};

export const LINE = {
  Id: 11,
  LineNo: 1,
  QuoteLineId: null,
  PartId: null,
  Mpn: 'LM358DR',
  Brand: 'TI',
  Package: 'SOIC-8',
  DateCode: '2024+',
  Quantity: 1000,
  UnitPrice: '0.123456',
  Amount: '123.46',
  RequiredDate: '2026-12-31',
  CustomerPn: 'CPN-1',
  ReservedQty: 600,
  StockingQty: 400,
  NotifiedQty: 0,
  ShippedQty: 0,
  StockStatus: 2,
  NotifyStatus: ORDER_NOTIFY.notifiable,
  ShipStatus: ORDER_SHIP.toBePicked,
  IsAbolish: 1,
  Remark: '',
};

export const ORDER: SalesOrderView = {
  Id: 9,
  No: 'PI2611240001',
  TenantId: 2,
  CustomerId: 101,
  CustomerName: '华强电子',
  OwnerId: 7,
  OwnerName: '王销售',
  ContactId: null,
  Currency: 'USD',
  Rate: '7.1',
  TaxRate: '13',
  PaymentTerms: 3,
  PayAccountId: null,
  ConsigneeName: '张三',
  ConsigneePhone: '13800000000',
  ConsigneeAddress: '深圳',
  CountryId: 86,
  CourierId: 1,
  Remark: '',
  Amount: '123.46',
  TaxAmount: '16.05',
  Total: '139.51',
  Received: '0',
  status: ORDER_REVIEW.draft,
  inBoundStatus: 2,
  NotifyStatus: ORDER_NOTIFY.notNotifiable,
  ShipStatus: ORDER_SHIP.toBePicked,
  PayStatus: 1,
  isAbolish: 1,
  CreatedAt: '2026-11-24T02:00:00.000Z',
  Version: 3,
  Lines: [LINE],
};
