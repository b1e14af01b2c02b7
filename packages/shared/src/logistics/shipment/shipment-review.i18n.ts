import { defineMessages } from '../../i18n/define.js';

/**
 * The shipment reviews (decision 0046): credit review `deliver-audit` and overweight review — labels
 * (keys `resources.shipmentReview.…`), zh-CN and en-US side by side.
 */
export const shipmentReviewResources = defineMessages({
  shipmentReview: {
    status9: { zh: '待审核（超信用额度）', en: 'Pending review (over credit)' },
    status10: { zh: '待采购审核', en: 'Pending purchasing review' },
    CargoReview: { zh: '采购审核', en: 'Purchasing review' },
    sentToCargoReview: {
      zh: '发货单须采购审核（采购设置），已提交采购审核',
      en: 'The shipment needs purchasing’s review (purchase setup) and has gone to review',
    },
    AcceptedWeight: { zh: '接受重量(kg)', en: 'Accepted weight (kg)' },
    AcceptedWeightHint: {
      zh: '报给快递/客户的重量（整数 kg）；装箱毛重合计超出容差即进入超重审核',
      en: 'The weight quoted to the courier / customer (whole kg); boxes heavier beyond the tolerance go to the overweight review',
    },
    ActualWeight: { zh: '实际毛重(kg)', en: 'Actual gross (kg)' },
    CreditReview: { zh: '信用审核', en: 'Credit review' },
    OverweightReview: { zh: '超重审核', en: 'Overweight review' },
    credit0: { zh: '未审核', en: 'Not reviewed' },
    credit1: { zh: '已通过（可发货）', en: 'Approved (may ship)' },
    credit2: { zh: '已驳回', en: 'Rejected' },
    reviewState: { zh: '审核状态', en: 'Review state' },
    pending: { zh: '待审核', en: 'Pending review' },
    approved: { zh: '已通过', en: 'Approved' },
    rejected: { zh: '已驳回', en: 'Rejected' },
    withdrawn: { zh: '已撤回', en: 'Withdrawn' },
    step: { zh: '审核步骤', en: 'Step' },
    comment: { zh: '审核意见', en: 'Comment' },
    approve: { zh: '审核通过', en: 'Approve' },
    reject: { zh: '驳回', en: 'Reject' },
    sentToCreditReview: {
      zh: '发货金额超过客户剩余信用额度（或预付款未收齐），已提交发货审核',
      en: 'The shipment exceeds the remaining credit limit (or its prepayment is not received) and has gone to review',
    },
    reasonCredit: {
      zh: '发货金额 {{amount}} {{currency}} 超过剩余信用额度 {{remaining}}（额度 {{limit}}，未收应收 {{open}}）',
      en: 'Shipment value {{amount}} {{currency}} exceeds the remaining credit {{remaining}} (limit {{limit}}, open receivables {{open}})',
    },
    reasonPrepaid: {
      zh: '预付款订单 {{orders}} 未收齐货款',
      en: 'Prepaid orders {{orders}} are not fully paid',
    },
    reasonOverweight: {
      zh: '实际毛重 {{actual}} kg 超过接受重量 {{accepted}} kg（容差 {{tolerance}}%）',
      en: 'Actual gross {{actual}} kg exceeds the accepted weight {{accepted}} kg (tolerance {{tolerance}} %)',
    },
  },
});

/** Messages of the shipment review rules (namespace `logistics`), zh-CN and en-US side by side. */
export const shipmentReviewMessages = defineMessages({
  acceptedWeight: {
    zh: '接受重量必须为大于0的整数',
    en: 'Accepted weight must be an integer greater than 0',
  },
  creditPending: {
    zh: '发货单 {{no}} 超过剩余信用额度，须审核通过后才能发货',
    en: 'Shipment {{no}} exceeds the remaining credit limit and needs review before it ships',
  },
  cargoPending: {
    zh: '发货单 {{no}} 待采购审核，审核通过后才能发货',
    en: 'Shipment {{no}} is pending purchasing’s review and ships once approved',
  },
  overweightPending: {
    zh: '发货单 {{no}} 超重待审核',
    en: 'Shipment {{no}} is pending overweight review',
  },
});
