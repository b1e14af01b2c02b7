import { defineMessages } from './define.js';

/** Messages of the CRM module (server `Message`s and notification texts). */
export const crm = defineMessages({
  contactMethodRequired: {
    zh: '联系人{{name}}：邮箱、电话、QQ、微信、Skype 至少填写一项',
    en: 'Contact {{name}}: fill in at least one of email, phone, QQ, WeChat, Skype',
  },
  contactRequired: { zh: '请至少填写一位联系人', en: 'Add at least one contact' },
  contactNotYours: {
    zh: '该联系人属于其他销售，不能操作',
    en: 'This contact belongs to another salesperson and cannot be changed',
  },
  customerNotYours: {
    zh: '该客户不属于您，不能操作',
    en: 'This customer is not yours and cannot be changed',
  },
  maxCustomers: {
    zh: '{{name}}名下已有 {{count}} 个客户，已达上限 {{max}} 个',
    en: '{{name}} already owns {{count}} customers, the maximum is {{max}}',
  },
  ownerNotSales: {
    zh: '归属销售必须是启用的销售人员',
    en: 'The owner must be an active salesperson',
  },
  customerPending: {
    zh: '客户 {{code}} 正在审核中，不能修改',
    en: 'Customer {{code}} is under review and cannot be changed',
  },
  customerNotActive: {
    zh: '客户 {{code}} 尚未审核通过',
    en: 'Customer {{code}} has not been approved yet',
  },
  contactPending: {
    zh: '联系人 {{name}} 正在冲突审核中，不能修改',
    en: 'Contact {{name}} is under conflict review and cannot be changed',
  },
  lastContact: {
    zh: '客户至少要保留一位联系人',
    en: 'A customer keeps at least one contact',
  },
  notInPool: { zh: '客户 {{code}} 已不在公海', en: 'Customer {{code}} is no longer in the public pool' },
  notOwned: { zh: '客户 {{code}} 在公海中，没有归属销售', en: 'Customer {{code}} is in the public pool' },
  sameOwner: { zh: '客户已归属该销售', en: 'The customer already belongs to that salesperson' },
  claimPending: {
    zh: '客户 {{code}} 已有领取申请在审核中',
    en: 'A claim of customer {{code}} is already under review',
  },
  claimQuota: {
    zh: '本月公海领取额度已用完（{{used}}/{{quota}}），请下月再领取',
    en: "This month's public-pool claim quota is used up ({{used}}/{{quota}}); claim again next month",
  },
  claimCoolDown: {
    zh: '该客户从您名下转入公海未满 {{days}} 天，请于 {{date}} 后再领取',
    en: 'This customer left you for the pool less than {{days}} days ago; claim it again after {{date}}',
  },
  blacklisted: { zh: '客户 {{code}} 在黑名单中', en: 'Customer {{code}} is blacklisted' },
  partDuplicate: {
    zh: '客户料号 {{pn}} 已存在',
    en: 'Customer part number {{pn}} already exists',
  },
  invalid: {
    CustomerType: { zh: '客户类型无效', en: 'Customer type is not a valid choice' },
    Attribute: { zh: '客户属性无效', en: 'Attribute is not a valid choice' },
    Source: { zh: '客户来源无效', en: 'Source is not a valid choice' },
    BusinessType: { zh: '客户分类无效', en: 'Classification is not a valid choice' },
    CompanyStatus: { zh: '客户状态无效', en: 'Customer status is not a valid choice' },
    PaymentTerms: { zh: '结算方式无效', en: 'Payment terms are not a valid choice' },
    Level: { zh: '客户等级无效', en: 'Level is not a valid choice' },
    Currency: { zh: '币种无效', en: 'Currency is not a valid choice' },
    CountryCode: { zh: '国家/地区无效', en: 'Country/region is not a valid choice' },
    TenantId: { zh: '所属公司无效', en: 'Company is not a valid choice' },
  },
  reasonRequired: { zh: '请填写原因', en: 'Reason is required' },
  transferDirect: {
    zh: '您有转移权限，请直接转移或退回公海',
    en: 'You hold the transfer permit: transfer or return the customer directly',
  },
  transferPending: {
    zh: '客户 {{code}} 已有转移或退回公海申请在处理中',
    en: 'A transfer or return-to-pool request for customer {{code}} is already pending',
  },
  transferStale: {
    zh: '客户 {{code}} 的归属已变更，该申请已失效，请驳回',
    en: 'Customer {{code}} has changed hands since the request; reject the request',
  },
  transferRequested: { zh: '已提交申请，等待审批', en: 'Request submitted for approval' },
  customerNotFound: { zh: '客户不存在', en: 'The customer does not exist' },
  claimed: { zh: '领取成功', en: 'Claimed' },
  claimSubmitted: { zh: '已提交领取审核', en: 'Claim submitted for review' },
  /** Why a customer went to the conflict review: which contact field matched which customer (#20). */
  conflictBy: {
    email: {
      zh: '联系人邮箱 {{value}} 与已有客户 {{code}} 的联系人相同',
      en: 'Contact e-mail {{value}} is the same as a contact of existing customer {{code}}',
    },
    phone: {
      zh: '联系人电话 {{value}} 与已有客户 {{code}} 的联系人相同',
      en: 'Contact phone {{value}} is the same as a contact of existing customer {{code}}',
    },
    domain: {
      zh: '联系人邮箱域名 {{value}} 与已有客户 {{code}} 相同',
      en: 'Contact mail domain {{value}} is the same as existing customer {{code}}',
    },
  },
});
