import { defineMessages } from '../../i18n/define.js';

/** Labels of the proxy brand resource (keys `resources.proxyBrand.…`), zh-CN and en-US side by side. */
export const proxyBrandResources = defineMessages({
  proxyBrand: {
    title: { zh: '代理品牌', en: 'Proxy brands' },
    add: { zh: '新增代理品牌', en: 'Add proxy brand' },
    save: { zh: '保存', en: 'Save' },
    saved: { zh: '已保存', en: 'Saved' },
    submit: { zh: '提交审核', en: 'Submit for review' },
    submitted: { zh: '已提交审核', en: 'Submitted for review' },
    No: { zh: '单号', en: 'No.' },
    BrandId: { zh: '品牌', en: 'Brand' },
    BrandName: { zh: '品牌', en: 'Brand' },
    Territory: { zh: '代理区域', en: 'Territory' },
    ValidFrom: { zh: '有效期起', en: 'Valid from' },
    ValidTo: { zh: '有效期止', en: 'Valid to' },
    Remark: { zh: '备注', en: 'Remark' },
    Status: { zh: '状态', en: 'Status' },
    ReviewComment: { zh: '审核意见', en: 'Review comment' },
    OwnerName: { zh: '登记人', en: 'Registered by' },
    status1: { zh: '草稿', en: 'Draft' },
    status2: { zh: '已审核', en: 'Approved' },
    status3: { zh: '已驳回', en: 'Rejected' },
    status11: { zh: '待审核', en: 'Pending review' },
    certificate: { zh: '授权证书', en: 'Certificate' },
    certificateHint: {
      zh: '提交审核前请上传授权证书（最多 3 个附件）',
      en: 'Upload the certificate before submitting (at most 3 attachments)',
    },
    flag: { zh: '代理', en: 'Franchised' },
    flagTitle: {
      zh: '本公司代理品牌（{{territories}}，有效至 {{to}}）',
      en: 'Our franchise line ({{territories}}, valid to {{to}})',
    },
    validToBeforeFrom: { zh: '有效期止不能早于有效期起', en: 'Valid to cannot be before valid from' },
  },
});

/** Server messages of proxy brands (namespace `purchase`, keys `purchase.proxyBrand.…`). */
export const proxyBrandMessages = defineMessages({
  proxyBrand: {
    brandNotFound: { zh: '品牌不存在', en: 'No such brand' },
    validToBeforeFrom: { zh: '有效期止不能早于有效期起', en: 'Valid to cannot be before valid from' },
    dateInvalid: { zh: '日期无效', en: 'Not a valid date' },
    overlap: {
      zh: '该品牌在此区域已有重叠有效期的代理 {{no}}',
      en: 'Proxy {{no}} already covers this brand and territory in an overlapping period',
    },
    notEditable: {
      zh: '代理品牌 {{no}} 当前状态不可修改',
      en: 'Proxy brand {{no}} cannot be changed in its current state',
    },
    notYours: {
      zh: '只有登记人可以修改或提交代理品牌 {{no}}',
      en: 'Only whoever registered proxy brand {{no}} may change or submit it',
    },
    certificateRequired: {
      zh: '提交审核前请上传授权证书',
      en: 'Upload the certificate before submitting',
    },
    expired: {
      zh: '有效期已过，不能提交审核',
      en: 'The validity has ended: it cannot be submitted',
    },
  },
});
