import type { LoginData } from '../../core/api';
import { ADMIN_LOGIN, type Call, ok } from '../../test/api-mock';
import type { InquiryDetail, LibraryLine, PurchaseQuote } from './inquiry-api';

/** Fixtures of the inquiry screen tests (fetch mocked at the HTTP boundary). */

const LIST = 'forQuotation/rfq-menu';

/** A user holding `buttons` on the inquiry list and the permits they grant (as the login returns them). */
export function inquiryLogin(
  buttons: string[],
  permits: string[],
  user: Partial<LoginData['UserInfo']> = {},
): LoginData {
  return {
    ...ADMIN_LOGIN,
    Token: 'tok-user',
    UserInfo: {
      ...ADMIN_LOGIN.UserInfo,
      Id: 7,
      Name: '王销售',
      Account: 'sales.rep',
      Roles: [{ Id: 6, Name: '销售员' }],
      isAdmin: false,
      TenantId: 2,
      ScopeKind: 'sales',
      ...user,
    },
    Menus: [
      {
        MainMenu: { MenuCode: 'forQuotation', Name: '询报价管理' },
        ChildMenus: [
          { MenuCode: LIST, Name: '询价管理', Buttons: buttons },
          { MenuCode: 'forQuotation/rfq-detail_quote', Name: '询价报价', Buttons: [] },
        ],
      },
    ],
    Permits: ['POST merchant/forqutation/inquiry/query', ...permits],
  };
}

export const SALES_PERMITS = [
  'POST merchant/forqutation/inquiry',
  'PUT merchant/forqutation/inquiry/:id',
  'PUT merchant/forqutation/inquiry/:id/close',
  'PUT merchant/forqutation/line/:id/sendback',
];

export const INQUIRY_ROW = {
  Id: 41,
  No: 'B2603010001',
  CustomerId: 101,
  CustomerCode: 'C000101',
  CustomerName: '华强电子',
  ContactName: '张三',
  SalespersonId: 7,
  Currency: 'USD',
  Source: '1',
  Lines: 2,
  ToQuote: 1,
  Status: 1,
  CreatedAt: '2026-03-01T02:00:00.000Z',
  Version: 3,
};

export const INQUIRY_DETAIL: InquiryDetail = {
  ...INQUIRY_ROW,
  ContactId: 501,
  FileName: 'bom.xlsx',
  TransferToId: null,
  TransferReason: null,
  Remark: '',
  Lines: [
    {
      Id: 901,
      LineNo: 1,
      Mpn: 'STM32F103C8T6',
      PartId: 11,
      BrandId: 3,
      Brand: 'ST',
      Package: 'LQFP48',
      DateCode: '',
      Quantity: 1000,
      TargetPrice: '1.25',
      Currency: 'USD',
      Delivery: '',
      IsUrgent: false,
      CustomerPn: 'HQ-001',
      Description: '',
      Remark: '',
      QuoteStatus: 2,
      SendBackReason: null,
      QuotedAt: '2026-03-02T02:00:00.000Z',
      Quotes: 2,
      Version: 2,
    },
    {
      Id: 902,
      LineNo: 2,
      Mpn: 'LM358DR',
      PartId: null,
      BrandId: null,
      Brand: 'TI',
      Package: '',
      DateCode: '',
      Quantity: 500,
      TargetPrice: null,
      Currency: null,
      Delivery: '',
      IsUrgent: true,
      CustomerPn: '',
      Description: '',
      Remark: '',
      QuoteStatus: 1,
      SendBackReason: null,
      QuotedAt: null,
      Quotes: 0,
      Version: 1,
    },
  ],
};

export const OFFER: PurchaseQuote = {
  Id: 61,
  No: 'CB2603020001',
  InquiryNo: 'B2603010001',
  LineId: 901,
  SupplierId: 12,
  SupplierName: 'Arrow Electronics',
  BuyerId: 20,
  Mpn: 'STM32F103C8T6',
  Brand: 'ST',
  Package: 'LQFP48',
  DateCode: '2501',
  DateCodeMonths: 2,
  CostPrice: '0.850000',
  Currency: 'USD',
  Quantity: 1000,
  Moq: 100,
  LeadTimeDays: 3,
  ValidUntil: '2026-04-01',
  Condition: 1,
  Source: 1,
  IsTentative: false,
  Remark: '',
  Status: 1,
  CreatedAt: '2026-03-02T02:00:00.000Z',
  Version: 1,
};

export const OLD_OFFER: PurchaseQuote = {
  ...OFFER,
  Id: 62,
  No: 'CB2603020002',
  SupplierName: 'HK Broker',
  DateCode: '2015',
  DateCodeMonths: 70,
  CostPrice: '0.610000',
};

export const LIBRARY_LINE: LibraryLine = {
  Id: 901,
  InquiryNo: 'B2603010001',
  Mpn: 'STM32F103C8T6',
  Brand: 'ST',
  Package: 'LQFP48',
  DateCode: '',
  Quantity: 1000,
  TargetPrice: '1.25',
  Currency: 'USD',
  Delivery: '',
  IsUrgent: false,
  Description: '',
  quoteStatus: 2,
  SalespersonId: 7,
  LastQuotedAt: null,
  CreatedAt: '2026-03-01T02:00:00.000Z',
  Version: 2,
  Quotes: [OFFER],
};

/** The lookups the inquiry screens may ask for. */
export const INQUIRY_LOOKUPS = {
  'GET /user/GetSalerList': () =>
    ok({
      Records: [
        { Id: 7, Name: '王销售', Status: 1 },
        { Id: 8, Name: '李销售', Status: 1 },
      ],
      TotalCount: 2,
    }),
  'GET /user/GetBuyerList': () => ok({ Records: [{ Id: 20, Name: '罗斌', Status: 1 }], TotalCount: 1 }),
  'POST /merchant/common/users': () => ok({ Records: [], TotalCount: 0 }),
  'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '芯桥香港' }], TotalCount: 1 }),
  'GET /merchant/common/bomorigin': () =>
    ok({
      Records: [
        { DicItemId: 31, Title: '客户邮件', DictValue: '1' },
        { DicItemId: 32, Title: '电话', DictValue: '3' },
      ],
      TotalCount: 2,
    }),
  'POST /merchant/crm/customer/Query': (c: Call) =>
    ok({
      Records: [
        { Id: 101, Code: 'C000101', ShortName: '华强电子', Name: '深圳华强电子有限公司', Currency: 'CNY' },
      ],
      TotalCount: 1,
      Query: c.body,
    }),
  'GET /merchant/crm/customer/101': () =>
    ok({
      Id: 101,
      Contacts: [{ Id: 501, Name: '张三', Email: 'zhang@huaqiang.example', IsPrimary: true, Status: 2 }],
    }),
  'GET /merchant/purchase/supplier/lookup': () =>
    ok({
      Records: [
        {
          Id: 12,
          Code: 'S000012',
          Name: 'Arrow Electronics',
          ShortName: 'Arrow',
          Currency: 'USD',
          Grade: 'A',
        },
      ],
    }),
};
