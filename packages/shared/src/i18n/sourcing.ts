import { defineMessages } from './define.js';

/** Server messages of the seas library and purchase requests (namespace `sourcing`). */
export const sourcing = defineMessages({
  seasNotFound: { zh: '公海中没有该询价单', en: 'No such inquiry in the inquiry pool' },
  notInSeas: {
    zh: '询价单 {{no}} 已不在公海中（可能已被他人接手）',
    en: 'Inquiry {{no}} is no longer in the inquiry pool (it may have been taken over)',
  },
  alreadyReleased: { zh: '询价单 {{no}} 已在公海中', en: 'Inquiry {{no}} is already in the inquiry pool' },
  notReleasable: {
    zh: '询价单 {{no}} 当前状态不能放入公海',
    en: 'Inquiry {{no}} cannot be released to the pool in its current state',
  },
  claimCustomerFirst: {
    zh: '客户 {{code}} 在客户公海中，请先在客户公海认领该客户，再接手询价单',
    en: 'Customer {{code}} is in the customer pool: claim the customer in the customer pool first, then take over the inquiry',
  },
  customerOwnerOnly: {
    zh: '询价单 {{no}} 的客户已归属其他销售，只有该销售可以接手',
    en: 'The customer of inquiry {{no}} belongs to another salesperson; only they can take it over',
  },
  tookOver: { zh: '已接手询价单 {{no}}', en: 'Inquiry {{no}} taken over' },
  released: { zh: '询价单 {{no}} 已放入公海', en: 'Inquiry {{no}} released to the pool' },
  requestNotFound: { zh: '采购申请不存在', en: 'No such purchase request' },
  requestNotEditable: {
    zh: '采购申请 {{no}} 当前状态不支持修改',
    en: 'The current state of purchase request {{no}} does not support modification',
  },
  requestNotPending: {
    zh: '采购申请 {{no}} 不在审核中，不能撤回',
    en: 'Purchase request {{no}} is not waiting for review and cannot be withdrawn',
  },
  requestNotDraft: {
    zh: '只能删除草稿状态的采购申请（{{no}}）',
    en: 'Only draft purchase requests can be deleted ({{no}})',
  },
  requestLinesRequired: { zh: '至少需要一条申请明细', en: 'At least one request line is required' },
  requestTooManyLines: { zh: '申请明细最多 {{max}} 条', en: 'At most {{max}} request lines' },
  mpnRequired: { zh: '第 {{line}} 行：{{field}}不能为空', en: 'Line {{line}}: {{field}} is required' },
  requiredDatePast: { zh: '{{field}}不能早于今天', en: '{{field}} cannot be before today' },
  inquiryLineInvalid: {
    zh: '{{field}}不存在或不是您的询价明细',
    en: '{{field}} is not an inquiry line you may use',
  },
});

/** Server messages of demand orders (namespace `demand`). */
export const demand = defineMessages({
  notFound: { zh: '需求单不存在', en: 'No such demand order' },
  notEditable: {
    zh: '需求单 {{no}} 当前状态不支持修改',
    en: 'The current state of demand order {{no}} does not support modification',
  },
  notConfirmed: {
    zh: '需求单 {{no}} 尚未确认，不能生成询价单',
    en: 'Demand order {{no}} is not confirmed and cannot open an inquiry',
  },
  alreadyConverted: {
    zh: '需求单 {{no}} 已生成询价单 {{inquiry}}',
    en: 'Demand order {{no}} already opened inquiry {{inquiry}}',
  },
  linesRequired: { zh: '至少需要一条需求明细', en: 'At least one demand line is required' },
  tooManyLines: { zh: '需求明细最多 {{max}} 条', en: 'At most {{max}} demand lines' },
  expectedDatePast: { zh: '{{field}}不能早于今天', en: '{{field}} cannot be before today' },
});

/** Field labels of the seas, purchase-request and demand bodies (spread into fields.ts; existing labels win). */
export const sourcingFields = defineMessages({
  Purpose: { zh: '目的', en: 'Purpose' },
  TargetCost: { zh: '目标成本', en: 'Target cost' },
  RequiredDate: { zh: '需求日期', en: 'Required date' },
  InquiryLineId: { zh: '询价明细', en: 'Inquiry line' },
  ExpectedDate: { zh: '预计需求日期', en: 'Expected date' },
  Reason: { zh: '原因', en: 'Reason' },
});
