import { defineMessages } from '../../i18n/define.js';

/** Server messages of the sales-side quality check (namespace `sales`, decision 0060). */
export const qualityCheckMessages = defineMessages({
  qcLineUnknown: { zh: '销售订单明细不存在', en: 'The sales order line does not exist' },
  qcLineNotOwn: {
    zh: '只能为自己的销售订单明细申请质检',
    en: 'You can ask for a quality check only on your own order lines',
  },
  qcOrderNotApproved: {
    zh: '销售订单 {{no}} 未审核通过或已取消，不能申请质检',
    en: 'Sales order {{no}} is not approved (or is cancelled): no quality check can be asked',
  },
  qcLotNotReserved: {
    zh: '批次 {{lot}} 没有为该明细预留的库存',
    en: 'Lot {{lot}} holds no stock reserved for this line',
  },
  qcReasonRequired: { zh: '请填写质检原因', en: 'Please enter the reason for the check' },
  qcOpenExists: {
    zh: '该明细的该批次已有未完成的质检单 {{no}}',
    en: 'This line and lot already have an open quality check {{no}}',
  },
  qcNotRequested: {
    zh: '质检单 {{no}} 不在待检验状态',
    en: 'Quality check {{no}} is not waiting for its result',
  },
  qcInspectorOnly: {
    zh: '质检结果由仓库录入，销售员不能录入',
    en: 'The warehouse records the result; a salesperson cannot',
  },
  qcResult: {
    zh: '结论须为合格或不合格',
    en: 'The conclusion must be pass or fail',
  },
  qcPassWithFailedItem: {
    zh: '有不合格的质检项目，结论不能为合格',
    en: 'A checklist item failed: the conclusion cannot be pass',
  },
  qcFailRemark: {
    zh: '结论为不合格时请填写备注',
    en: 'A failed check needs a remark',
  },
  qualityCheckOpen: {
    zh: '明细 {{mpn}} 有未完成的质检单 {{no}}，不能发货',
    en: 'Line {{mpn}} has an open quality check {{no}}: it cannot ship',
  },
});

/** Labels of the quality check screen (keys `resources.qualityCheck.…`). */
export const qualityCheckResources = defineMessages({
  qualityCheck: {
    title: { zh: '质检', en: 'Quality checks' },
    No: { zh: '质检单号', en: 'Check no.' },
    OrderNo: { zh: '销售订单号', en: 'Sales order no.' },
    OrderLineId: { zh: '订单明细 ID', en: 'Order line ID' },
    LotId: { zh: '批次 ID', en: 'Lot ID' },
    Mpn: { zh: '型号', en: 'MPN' },
    Quantity: { zh: '预留数量', en: 'Reserved qty' },
    Reason: { zh: '质检原因', en: 'Reason' },
    Status: { zh: '状态', en: 'Status' },
    status1: { zh: '待检验', en: 'Requested' },
    status2: { zh: '待审核', en: 'Pending review' },
    status3: { zh: '合格', en: 'Passed' },
    status4: { zh: '不合格', en: 'Failed' },
    Result: { zh: '检验结论', en: 'Conclusion' },
    result1: { zh: '合格', en: 'Pass' },
    result2: { zh: '不合格', en: 'Fail' },
    Failed: { zh: '不合格项', en: 'Failed items' },
    Remark: { zh: '备注', en: 'Remark' },
    Owner: { zh: '申请人', en: 'Requested by' },
    Inspector: { zh: '检验员', en: 'Inspector' },
    Version: { zh: '版本', en: 'Version' },
    add: { zh: '申请质检', en: 'Ask for a check' },
    record: { zh: '录入结果', en: 'Record result' },
    item: { zh: '质检项目', en: 'Checklist item' },
    itemResult1: { zh: '合格', en: 'Pass' },
    itemResult2: { zh: '不合格', en: 'Fail' },
    itemResult3: { zh: '不适用', en: 'Not applicable' },
    Note: { zh: '说明', en: 'Note' },
    submit: { zh: '提交审核', en: 'Submit for review' },
    recorded: { zh: '已提交审核：{{no}}', en: 'Submitted for review: {{no}}' },
  },
});
