import { defineMessages } from '../../i18n/define.js';

/** Labels of the stock-list resources (keys `resources.channelStock.…`), zh-CN and en-US side by side. */
export const channelResources = defineMessages({
  channelStock: {
    title: { zh: '国际库存', en: 'Global stock' },
    listsTitle: { zh: '渠道库存', en: 'Channel inventory' },
    Mpn: { zh: '型号', en: 'MPN' },
    Brand: { zh: '品牌', en: 'Brand' },
    BrandName: { zh: '品牌（标准）', en: 'Brand (master)' },
    Package: { zh: '封装', en: 'Package' },
    DateCode: { zh: '批号', en: 'D/C' },
    DcAge: { zh: '批号年限（年内）', en: 'D/C within (years)' },
    Quantity: { zh: '库存数量', en: 'Quantity' },
    MinQty: { zh: '最少数量', en: 'Min. quantity' },
    Price: { zh: '单价', en: 'Unit price' },
    MaxPrice: { zh: '最高单价', en: 'Max. price' },
    Currency: { zh: '币种', en: 'Currency' },
    Region: { zh: '地区', en: 'Region' },
    Moq: { zh: '起订量', en: 'MOQ' },
    LeadTime: { zh: '交期', en: 'Lead time' },
    SupplierId: { zh: '供应商', en: 'Supplier' },
    SupplierName: { zh: '供应商', en: 'Supplier' },
    SupplierGrade: { zh: '供应商等级', en: 'Supplier grade' },
    ImportedAt: { zh: '导入时间', en: 'Imported' },
    FileName: { zh: '文件', en: 'File' },
    Mode: { zh: '方式', en: 'Mode' },
    ImportedRows: { zh: '导入行数', en: 'Rows imported' },
    RejectedRows: { zh: '错误行数', en: 'Rows rejected' },
    Rows: { zh: '当前行数', en: 'Rows now' },
    CreatedByName: { zh: '导入人', en: 'Imported by' },
    mode_replace: { zh: '替换', en: 'Replace' },
    mode_merge: { zh: '合并', en: 'Merge' },
  },
});

/** Server messages of the stock-list import (`purchase.channel.…`). */
export const channelMessages = defineMessages({
  channel: {
    supplierUnknown: { zh: '供应商不存在', en: 'No such supplier' },
    supplierRequired: { zh: '请选择供应商', en: 'Please choose a supplier' },
    modeInvalid: { zh: '导入方式只能是替换或合并', en: 'The import mode is replace or merge' },
    unmapped: { zh: '请为“{{field}}”选择一列', en: 'Please choose a column for {{field}}' },
    nothingValid: {
      zh: '没有可导入的行（{{count}} 行有错误）：{{detail}}',
      en: 'No row can be imported ({{count}} rows have errors): {{detail}}',
    },
    listUnknown: { zh: '库存清单不存在', en: 'No such stock list' },
    stockUnknown: { zh: '库存行不存在', en: 'No such stock row' },
    rowError: {
      zh: '第 {{row}} 行「{{field}}」：{{reason}}',
      en: 'Row {{row}}, {{field}}: {{reason}}',
    },
    summary: {
      zh: '{{count}} 行「{{field}}」：{{reason}}（第 {{rows}} 行）',
      en: '{{count}} rows, {{field}}: {{reason}} (rows {{rows}})',
    },
    error: {
      mpnMissing: { zh: '缺少型号', en: 'the MPN is missing' },
      quantityMissing: { zh: '缺少数量', en: 'the quantity is missing' },
      quantityInvalid: { zh: '数量不是 ≥ 0 的整数', en: 'the quantity is not a whole number ≥ 0' },
      priceInvalid: {
        zh: '单价不是最多 6 位小数的数字',
        en: 'the price is not a number with at most 6 decimals',
      },
      currencyUnknown: { zh: '币种无法识别', en: 'the currency is unknown' },
      moqInvalid: { zh: '起订量不是 ≥ 0 的整数', en: 'the MOQ is not a whole number ≥ 0' },
      tooLong: { zh: '内容过长', en: 'the text is too long' },
    },
  },
});

/** Texts of the channel-inventory and global-stock screens (namespace `channelUi`). */
export const uiChannel = defineMessages({
  supplier: { zh: '供应商', en: 'Supplier' },
  supplierPick: { zh: '选择供应商', en: 'Choose a supplier' },
  upload: { zh: '上传库存表', en: 'Upload a stock list' },
  uploadHint: {
    zh: '点击或拖入 Excel（.xlsx/.xls）或 CSV 文件，最多 20,000 行',
    en: 'Click or drop an Excel (.xlsx/.xls) or CSV file, up to 20,000 rows',
  },
  pickSupplierFirst: { zh: '请先选择供应商', en: 'Choose the supplier first' },
  mapping: {
    zh: '列映射（第 {{row}} 行为表头，共 {{total}} 行数据）',
    en: 'Column mapping (header row {{row}}, {{total}} data rows)',
  },
  mappingSaved: { zh: '已套用该供应商保存的映射', en: "The supplier's saved mapping is applied" },
  mappingAuto: { zh: '已自动识别表头', en: 'Headers recognised automatically' },
  ignore: { zh: '（不导入）', en: '(ignore)' },
  mode: { zh: '导入方式', en: 'Mode' },
  modeReplace: { zh: '替换：删除该供应商原有库存', en: "Replace: the supplier's previous stock is removed" },
  modeMerge: {
    zh: '合并：相同型号+品牌+批号更新，其余新增',
    en: 'Merge: same MPN + brand + D/C updated, others added',
  },
  import: { zh: '导入', en: 'Import' },
  restart: { zh: '重新选择文件', en: 'Choose another file' },
  result: {
    zh: '已导入 {{imported}} 行；替换 {{replaced}} 行，更新 {{updated}} 行，文件内重复 {{duplicates}} 行，错误 {{rejected}} 行',
    en: 'Imported {{imported}} rows; {{replaced}} replaced, {{updated}} updated, {{duplicates}} duplicates in the file, {{rejected}} rejected',
  },
  errors: { zh: '错误行', en: 'Rejected rows' },
  delete: { zh: '删除', en: 'Delete' },
  deleteConfirm: { zh: '删除该库存清单及其全部行？', en: 'Delete this stock list and all its rows?' },
  deleted: { zh: '已删除', en: 'Deleted' },
  quote: { zh: '据此报价', en: 'Quote from this' },
  quotePick: {
    zh: '选择要报价的询价行（型号 {{mpn}}）',
    en: 'Choose the inquiry line to quote (MPN {{mpn}})',
  },
  quoteNone: { zh: '没有该型号的未结询价行', en: 'No open inquiry line for this MPN' },
  inquiryNo: { zh: '询价单号', en: 'Inquiry' },
  qty: { zh: '需求数量', en: 'Quantity' },
});
