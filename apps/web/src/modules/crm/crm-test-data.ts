import type { LoginData } from '../../core/api';
import { ADMIN_LOGIN, type Call, ok } from '../../test/api-mock';

/** Fixtures of the CRM screen tests (fetch mocked at the HTTP boundary). */

const DICTS: Record<string, [string, string][]> = {
  customerprop: [
    ['1', '国内客户'],
    ['3', '海外客户'],
  ],
  registesource: [
    ['1', '商城分销'],
    ['5', '个人开发'],
  ],
  businesscustomertype: [
    ['1', '终端工厂'],
    ['3', '贸易商'],
  ],
  companylevel: [
    ['1', 'A级（重点客户）'],
    ['3', 'C级（普通客户）'],
  ],
  companystatus: [['1', '潜在客户']],
  customertype: [['1', '企业客户']],
  currency: [
    ['CNY', '人民币'],
    ['USD', '美元'],
  ],
  clearingform: [['1', '电汇-美国账户']],
};

/** The session lookups every CRM screen may ask for. */
export const CRM_LOOKUPS = {
  'GET /common/GetDictLineByCode': (c: Call) => {
    const lines = DICTS[(c.query.get('code') ?? '').toLowerCase()] ?? [];
    return ok({
      Records: lines.map(([v, text], i) => ({ Id: i + 1, DictValue: v, DictText: text })),
      TotalCount: lines.length,
    });
  },
  'GET /common/GetCountryList': () =>
    ok({
      Records: [
        { Id: 1, Name: '中国', NameCN: '中国', NameEN: 'China', RegionValue: 'CN' },
        { Id: 2, Name: '美国', NameCN: '美国', NameEN: 'United States', RegionValue: 'US' },
      ],
      TotalCount: 2,
    }),
  'GET /merchant/common/merchant': () =>
    ok({
      Records: [
        { Id: 2, Name: '芯桥香港' },
        { Id: 4, Name: '芯桥美国' },
      ],
      TotalCount: 2,
    }),
  'GET /user/GetSalerList': () =>
    ok({
      Records: [
        { Id: 7, Name: '王销售', Status: 1 },
        { Id: 8, Name: '李销售', Status: 1 },
      ],
      TotalCount: 2,
    }),
  'POST /merchant/common/users': () => ok({ Records: [], TotalCount: 0 }),
};

/** A salesperson: the CRM screens, add (0103) but no transfer/return-to-pool (0102) or blacklist. */
export function salesLogin(permits: string[] = ['POST merchant/crm/customer']): LoginData {
  return {
    ...ADMIN_LOGIN,
    Token: 'tok-sales',
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
    Permits: [
      'POST merchant/crm/customer/query',
      'PUT merchant/crm/customer/:id',
      'PUT merchant/crm/pool/:id/claim',
      ...permits,
    ],
  };
}

export const CUSTOMER_ROW = {
  Id: 101,
  Code: 'C000101',
  ShortName: '华强电子',
  Name: '深圳华强电子有限公司',
  Attribute: 1,
  Source: 5,
  Level: 3,
  BusinessType: 3,
  CountryCode: 'CN',
  TenantId: 2,
  CompanyStatus: 1,
  Status: 2,
  OwnerId: 7,
  OwnerName: '王销售',
  ContactName: '张三',
  ContactEmail: 'zhang@huaqiang.example',
  IsBlacklisted: false,
  CreatedAt: '2026-01-05T02:00:00.000Z',
  Version: 3,
};

export const CUSTOMER_DETAIL = {
  ...CUSTOMER_ROW,
  ConflictCustomerId: null,
  BlacklistReason: '',
  Currency: 'CNY',
  Contacts: [
    {
      Id: 501,
      CustomerId: 101,
      Name: '张三',
      Position: '采购',
      Email: 'zhang@huaqiang.example',
      Phone: '',
      QQ: '',
      WeChat: '',
      Skype: '',
      OtherNumber: '',
      IsPrimary: true,
      Status: 2,
      OwnerId: 7,
      ConflictCustomerId: null,
      Remark: '',
      Version: 1,
    },
  ],
  Balances: [{ Currency: 'USD', Balance: '1200.50' }],
  Review: null,
};
