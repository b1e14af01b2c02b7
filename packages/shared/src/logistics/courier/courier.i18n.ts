import { defineMessages } from '../../i18n/define.js';

/** Messages of the courier setup (namespace `logistics`), zh-CN and en-US side by side. */
export const courierMessages = defineMessages({
  divisorInvalid: {
    zh: '体积重除数须为 {{min}} 至 {{max}} 之间的整数',
    en: 'The volumetric divisor must be a whole number from {{min}} to {{max}}',
  },
  courierCodeRequired: { zh: '请输入快递公司代码', en: 'Enter the courier code' },
  courierNameRequired: { zh: '请输入快递公司名称', en: 'Enter the courier name' },
  courierCodeTaken: { zh: '快递公司代码 {{code}} 已存在', en: 'The courier code {{code}} already exists' },
  courierNotFound: { zh: '快递公司不存在', en: 'No such courier' },
  accountNoRequired: { zh: '第 {{n}} 个账号：请输入账号', en: 'Account {{n}}: enter the account number' },
  accountDuplicate: { zh: '账号 {{no}} 重复', en: 'The account {{no}} is listed twice' },
  accountDefaultTwice: { zh: '只能有一个默认账号', en: 'Only one account can be the default' },
});

/** Labels of the courier setup screen (`resources.courier.…`). */
export const courierResources = defineMessages({
  courier: {
    title: { zh: '快递公司', en: 'Couriers' },
    add: { zh: '新增快递公司', en: 'Add courier' },
    edit: { zh: '编辑快递公司', en: 'Edit courier' },
    Code: { zh: '代码', en: 'Code' },
    Name: { zh: '名称', en: 'Name' },
    NameEn: { zh: '英文名称', en: 'English name' },
    TrackingUrl: { zh: '查询网址', en: 'Tracking URL' },
    VolumetricDivisor: { zh: '体积重除数', en: 'Volumetric divisor' },
    divisorHint: {
      zh: '体积重 (kg) = 长 × 宽 × 高 (cm) ÷ 除数，常见 5000 或 6000',
      en: 'Volumetric kg = L × W × H (cm) ÷ divisor; usually 5000 or 6000',
    },
    divisorInvalid: {
      zh: '体积重除数须为 {{min}} 至 {{max}} 之间的整数',
      en: 'The volumetric divisor must be a whole number from {{min}} to {{max}}',
    },
    Sort: { zh: '排序', en: 'Sort' },
    IsDeactivate: { zh: '状态', en: 'Status' },
    active: { zh: '启用', en: 'Active' },
    deactivated: { zh: '已停用', en: 'Deactivated' },
    Accounts: { zh: '账号', en: 'Accounts' },
    AccountNo: { zh: '账号', en: 'Account no.' },
    AccountName: { zh: '账户名', en: 'Account name' },
    IsDefault: { zh: '默认', en: 'Default' },
    Remark: { zh: '备注', en: 'Remark' },
    addAccount: { zh: '添加账号', en: 'Add account' },
    deactivate: { zh: '停用', en: 'Deactivate' },
    activate: { zh: '启用', en: 'Activate' },
    confirmDeactivate: {
      zh: '停用后不能再选为发货单的快递公司，确定停用？',
      en: 'A deactivated courier can no longer be chosen on a shipment. Deactivate?',
    },
    saved: { zh: '已保存', en: 'Saved' },
  },
});
