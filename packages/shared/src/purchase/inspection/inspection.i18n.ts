import { defineMessages } from '../../i18n/define.js';

/** Server messages of inbound inspections (namespace `purchase`). */
export const inspectionMessages = defineMessages({
  inspectionLineUnknown: {
    zh: '入库明细不存在',
    en: 'The goods received note line does not exist',
  },
  inspectionExists: {
    zh: '该入库明细已有检验记录 {{no}}',
    en: 'This goods received note line already has inspection {{no}}',
  },
  inspectionLotNotQuarantine: {
    zh: '该批次不在隔离待检状态',
    en: 'The lot is not in quarantine',
  },
  inspectionItemUnknown: {
    zh: '第 {{row}} 项：不是启用的质检项目',
    en: 'Item {{row}}: not an enabled checklist item',
  },
  inspectionItemTwice: {
    zh: '第 {{row}} 项：同一质检项目只能出现一次',
    en: 'Item {{row}}: a checklist item may appear only once',
  },
  inspectionResult: {
    zh: '第 {{row}} 项：结果须为合格、不合格或不适用',
    en: 'Item {{row}}: the result must be pass, fail or not applicable',
  },
  inspectionFailNote: {
    zh: '第 {{row}} 项：不合格须填写说明',
    en: 'Item {{row}}: a failed item needs a note',
  },
  inspectionWeight: {
    zh: '验收重量须为大于 0 的整数',
    en: 'The accepted weight must be a whole number greater than 0',
  },
  inspectionMissingItems: {
    zh: '还有启用的质检项目未填写：{{names}}',
    en: 'Enabled checklist items are missing: {{names}}',
  },
  qualityItemKind: {
    zh: '类型须为质检项目或流程步骤',
    en: 'The kind must be a checklist item or a process step',
  },
  qualityItemName: { zh: '请填写名称', en: 'Please enter the name' },
  qualityItemStatus: { zh: '状态须为启用或停用', en: 'The status must be enabled or disabled' },
});

/** Labels of the inspection resource (keys `resources.inboundInspection.…`). */
export const inspectionResources = defineMessages({
  inboundInspection: {
    title: { zh: '检测记录', en: 'Inspection records' },
    No: { zh: '检验单号', en: 'Inspection no.' },
    ReceiptNo: { zh: '入库单号', en: 'GRN no.' },
    Mpn: { zh: '型号', en: 'MPN' },
    Quantity: { zh: '数量', en: 'Quantity' },
    Weight: { zh: '验收重量(g)', en: 'Accepted weight (g)' },
    Failed: { zh: '不合格项', en: 'Failed items' },
    Status: { zh: '状态', en: 'Status' },
    status2: { zh: '待审核', en: 'Pending review' },
    status3: { zh: '合格', en: 'Passed' },
    status4: { zh: '不合格', en: 'Failed' },
    OwnerName: { zh: '检验员', en: 'Inspector' },
    add: { zh: '入库检验', en: 'Inspect the line' },
    item: { zh: '质检项目', en: 'Checklist item' },
    Result: { zh: '结果', en: 'Result' },
    result1: { zh: '合格', en: 'Pass' },
    result2: { zh: '不合格', en: 'Fail' },
    result3: { zh: '不适用', en: 'Not applicable' },
    Note: { zh: '说明', en: 'Note' },
    noteRequired: { zh: '不合格须填写说明', en: 'A failed item needs a note' },
    resultRequired: { zh: '请选择结果', en: 'Pick a result' },
    weightInvalid: {
      zh: '验收重量须为大于 0 的整数',
      en: 'The weight must be a whole number greater than 0',
    },
    Remark: { zh: '备注', en: 'Remark' },
    submit: { zh: '提交审核', en: 'Submit for review' },
    close: { zh: '关闭', en: 'Close' },
    submitted: { zh: '已提交：{{no}}', en: 'Submitted: {{no}}' },
  },
});

/** Labels of the checklist / process settings screens (keys `resources.qualityItem.…`). */
export const qualityItemResources = defineMessages({
  qualityItem: {
    title: { zh: '质检清单', en: 'Quality checklist' },
    processTitle: { zh: '流程', en: 'Process steps' },
    add: { zh: '新增', en: 'Add' },
    edit: { zh: '编辑', en: 'Edit' },
    save: { zh: '保存', en: 'Save' },
    cancel: { zh: '取消', en: 'Cancel' },
    NameZh: { zh: '中文名称', en: 'Name (Chinese)' },
    NameEn: { zh: '英文名称', en: 'Name (English)' },
    Description: { zh: '说明', en: 'Description' },
    Sort: { zh: '排序', en: 'Sort' },
    Status: { zh: '状态', en: 'Status' },
    status1: { zh: '启用', en: 'Enabled' },
    status2: { zh: '停用', en: 'Disabled' },
  },
});
