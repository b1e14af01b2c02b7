import { defineMessages } from '../../i18n/define.js';

/** Messages of the forwarder hand-over setup (namespace `logistics`), zh-CN and en-US side by side. */
export const forwarderMessages = defineMessages({
  forwarderNameRequired: { zh: '请输入货代名称', en: 'Enter the forwarder name' },
  forwarderTypeInvalid: {
    zh: '货代类型须为货运代理或报关行',
    en: 'The type must be freight forwarder or customs broker',
  },
  forwarderNameTaken: {
    zh: '该公司已有同类型的货代 {{name}}',
    en: 'The company already has a forwarder of this type named {{name}}',
  },
  forwarderTenantUnknown: { zh: '所属公司不存在', en: 'No such company' },
  handoverTimeInvalid: {
    zh: '交接时间须为 HH:mm（00:00–23:59）',
    en: 'The hand-over time must be HH:mm (00:00–23:59)',
  },
  forwarderNotFound: { zh: '货代不存在', en: 'No such forwarder' },
  forwarderUnknown: {
    zh: '货代不存在、已停用或不属于发货单的公司',
    en: 'The forwarder does not exist, is deactivated or is not of the shipment’s company',
  },
});

/** Labels of the hand-over setup screen (`resources.forwarder.…`). */
export const forwarderResources = defineMessages({
  forwarder: {
    title: { zh: '业务对接（货代交接）', en: 'Work docking (forwarder hand-over)' },
    add: { zh: '新增货代', en: 'Add forwarder' },
    edit: { zh: '编辑货代', en: 'Edit forwarder' },
    TenantId: { zh: '所属公司', en: 'Company' },
    Type: { zh: '类型', en: 'Type' },
    type5: { zh: '货运代理', en: 'Freight forwarder' },
    type6: { zh: '报关行', en: 'Customs broker' },
    Name: { zh: '名称', en: 'Name' },
    NameEn: { zh: '英文名称', en: 'English name' },
    Contact: { zh: '联系人', en: 'Contact' },
    Phone: { zh: '电话', en: 'Phone' },
    Address: { zh: '地址', en: 'Address' },
    HandoverWarehouse: { zh: '交接仓库', en: 'Hand-over warehouse' },
    HandoverTime: { zh: '交接截止时间', en: 'Hand-over cut-off' },
    Remark: { zh: '备注', en: 'Remark' },
    Sort: { zh: '排序', en: 'Sort' },
    IsDeactivate: { zh: '状态', en: 'Status' },
    active: { zh: '启用', en: 'Active' },
    deactivated: { zh: '已停用', en: 'Deactivated' },
    deactivate: { zh: '停用', en: 'Deactivate' },
    activate: { zh: '启用', en: 'Activate' },
    actions: { zh: '操作', en: 'Actions' },
    handoverTimeInvalid: {
      zh: '交接时间须为 HH:mm（00:00–23:59）',
      en: 'The hand-over time must be HH:mm (00:00–23:59)',
    },
  },
});
