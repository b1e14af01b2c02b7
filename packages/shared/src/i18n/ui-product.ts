import { defineMessages } from './define.js';

/** Texts of the /product screens and the BOM import component (i18next namespace `productUi`). */
export const uiProduct = defineMessages({
  part: {
    add: { zh: '新增型号', en: 'New part' },
    edit: { zh: '编辑型号', en: 'Edit part' },
    detail: { zh: '型号详情', en: 'Part' },
    brand: { zh: '品牌', en: 'Brand' },
  },
  brand: {
    add: { zh: '新增品牌', en: 'New brand' },
    edit: { zh: '编辑品牌', en: 'Edit brand' },
    detail: { zh: '品牌详情', en: 'Brand' },
    aliases: { zh: '别名', en: 'Aliases' },
    aliasesHelp: {
      zh: '输入后回车；其他拼写、全称或被收购的品牌，如 Texas Instruments、Burr-Brown',
      en: 'Type and press Enter: other spellings, full names or acquired lines, such as Texas Instruments, Burr-Brown',
    },
  },
  bom: {
    title: { zh: '导入 BOM', en: 'Import a BOM' },
    pick: { zh: '点击或拖拽 Excel / CSV 文件到此处', en: 'Click or drop an Excel / CSV file here' },
    pickHint: { zh: '支持 .xlsx、.xls、.csv，不超过 10 MB', en: '.xlsx, .xls or .csv, up to 10 MB' },
    mapping: { zh: '列映射', en: 'Column mapping' },
    mappingHelp: {
      zh: '已按表头自动识别，可在每列上方修改；确认后将为该客户保存',
      en: 'Recognised from the headers; change any column above it. Confirmed mappings are saved for the customer',
    },
    savedMapping: { zh: '已套用该客户上次的映射', en: "The customer's saved mapping is applied" },
    headerRow: {
      zh: '表头在第 {{row}} 行，共 {{total}} 行数据',
      en: 'Header in row {{row}}, {{total}} data rows',
    },
    ignore: { zh: '（不导入）', en: '(skip)' },
    import: { zh: '导入并匹配', en: 'Import and match' },
    again: { zh: '重新选择文件', en: 'Choose another file' },
    uploading: { zh: '上传中', en: 'Uploading' },
    stage: {
      parse: { zh: '解析文件', en: 'Reading the file' },
      read: { zh: '检查行 {{rows}}/{{total}}', en: 'Checking rows {{rows}}/{{total}}' },
      match: { zh: '匹配型号', en: 'Matching parts' },
      done: { zh: '完成', en: 'Done' },
    },
    stageRows: {
      parse: { zh: '解析文件 {{rows}}/{{total}} 行', en: 'Reading the file: row {{rows}}/{{total}}' },
      read: { zh: '检查行 {{rows}}/{{total}}', en: 'Checking rows {{rows}}/{{total}}' },
      match: { zh: '匹配型号 {{rows}}/{{total}} 行', en: 'Matching parts: {{rows}}/{{total}} rows' },
    },
    summary: {
      zh: '{{rows}} 行 → {{lines}} 个型号（合并 {{merged}} 行）；精确匹配 {{exact}}，包装变体 {{variant}}，新型号 {{unmatched}}；错误 {{errorRows}} 行',
      en: '{{rows}} rows → {{lines}} parts ({{merged}} rows merged); {{exact}} exact, {{variant}} packing variants, {{unmatched}} new; {{errorRows}} rows with errors',
    },
    errors: { zh: '错误（这些行未导入）', en: 'Errors (these rows are not imported)' },
    warnings: { zh: '提示', en: 'Notes' },
    lines: { zh: '导入结果', en: 'Imported lines' },
    rows: { zh: '行号', en: 'Rows' },
    match: { zh: '匹配', en: 'Match' },
    matchKind: {
      exact: { zh: '精确', en: 'Exact' },
      variant: { zh: '包装变体', en: 'Variant' },
      none: { zh: '新型号', en: 'New' },
    },
    row: { zh: '行', en: 'Row' },
    field: { zh: '字段', en: 'Field' },
    message: { zh: '说明', en: 'Message' },
  },
});
