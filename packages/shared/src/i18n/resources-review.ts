import { defineMessages } from './define.js';

/**
 * Labels of the review queues' summaries and lines (packages/shared/src/core/review-summary.ts, #20
 * item 9), merged into `resources` as `resources.review.*`.
 */
export const reviewResources = defineMessages({
  review: {
    Summary: { zh: '审核要点', en: 'To decide' },
    Lines: { zh: '明细', en: 'Lines' },
    Who: { zh: '客户', en: 'Customer' },
    Owner: { zh: '业务员', en: 'Salesperson' },
    Requester: { zh: '申请人', en: 'Requested by' },
    Level: { zh: '客户等级', en: 'Level' },
    CreditLimit: { zh: '信用额度', en: 'Credit limit' },
    Country: { zh: '国家/地区', en: 'Country' },
    Contact: { zh: '联系人', en: 'Contact' },
    Phone: { zh: '电话', en: 'Phone' },
    Email: { zh: '邮箱', en: 'E-mail' },
    RequestReason: { zh: '申请原因', en: 'Reason given' },
    Payee: { zh: '收款人', en: 'Payee' },
    Inquiry: { zh: '询价单', en: 'Inquiry' },
    LineCount: { zh: '明细行数', en: 'Lines' },
    VisitDate: { zh: '拜访日期', en: 'Visit date' },
    VisitResult: { zh: '拜访结果', en: 'Outcome' },
    NextStep: { zh: '后续跟进', en: 'Next step' },
    reasonNew: { zh: '新建客户，审核通过后生效', en: 'New customer: active once approved' },
    reasonConflict: { zh: '与客户 {{who}} 疑似重复', en: 'May duplicate customer {{who}}' },
    reasonContactConflict: {
      zh: '联系人与客户 {{who}} 的联系人疑似重复',
      en: "Contact may duplicate one of customer {{who}}'s",
    },
    reasonClaim: { zh: '从公海认领', en: 'Claimed from the public pool' },
    reasonLevel: { zh: '客户等级变更', en: 'Level change' },
    reasonCredit: { zh: '信用额度变更', en: 'Credit limit change' },
    reasonRefund: { zh: '客户余额退款', en: 'Refund of customer balance' },
    reasonVisit: { zh: '拜访报告待审核', en: 'Visit report to review' },
    reasonBelowSuggested: {
      zh: '低于建议售价 {{percent}} %（{{lines}} 行）',
      en: 'Below suggested price by {{percent}} % ({{lines}} lines)',
    },
    colMpn: { zh: '型号', en: 'MPN' },
    colBrand: { zh: '品牌', en: 'Brand' },
    colQuantity: { zh: '数量', en: 'Quantity' },
    colSalePrice: { zh: '报价单价', en: 'Unit price' },
    colSuggestedPrice: { zh: '建议售价', en: 'Suggested price' },
    colBelowBy: { zh: '低于建议价 %', en: 'Below suggested %' },
  },
});
