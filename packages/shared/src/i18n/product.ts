import { defineMessages } from './define.js';

/** The product module's server messages (namespace `product`): parts, brands and the BOM import. */
export const product = defineMessages({
  part: {
    duplicate: {
      zh: '型号 {{mpn}}（{{brand}}）已存在',
      en: 'Part {{mpn}} ({{brand}}) already exists',
    },
    brandUnknown: { zh: '品牌不存在', en: 'No such brand' },
    mpnInvalid: { zh: '型号不能为空', en: 'The MPN cannot be empty' },
    hsCodeInvalid: {
      zh: 'HS 编码须为 6 至 10 位数字（可含点号）',
      en: 'The HS code must be 6 to 10 digits (dots allowed)',
    },
    cooInvalid: {
      zh: '原产国须为两位国家代码（如 CN、US）',
      en: 'The country of origin must be a two-letter country code (e.g. CN, US)',
    },
    dictValue: {
      zh: '{{field}}的值 {{value}} 不在字典中',
      en: '{{field}}: {{value}} is not in the dictionary',
    },
  },
  brand: {
    nameTaken: { zh: '品牌 {{name}} 已存在', en: 'Brand {{name}} already exists' },
    nameIsAlias: {
      zh: '{{name}} 已是品牌 {{other}} 的别名',
      en: '{{name}} is already an alias of {{other}}',
    },
    aliasTaken: {
      zh: '别名 {{alias}} 已是品牌 {{other}} 的名称或别名',
      en: 'Alias {{alias}} is already the name or an alias of {{other}}',
    },
    aliasInvalid: {
      zh: '别名最多 {{count}} 个，每个不超过 {{length}} 个字符',
      en: 'At most {{count}} aliases of up to {{length}} characters each',
    },
    proxyNeedsButton: {
      zh: '修改代理品牌标记需要“转移与删除”按钮权限',
      en: 'Changing the franchised flag needs the "transfer and delete" button',
    },
  },
  bom: {
    fileMissing: { zh: '请上传 BOM 文件', en: 'Please upload a BOM file' },
    fileTooLarge: { zh: '文件不能超过 {{mb}} MB', en: 'The file may not exceed {{mb}} MB' },
    fileType: {
      zh: '仅支持 .xlsx、.xls、.csv 文件',
      en: 'Only .xlsx, .xls and .csv files are supported',
    },
    fileUnreadable: {
      zh: '无法读取该文件，请确认是有效的 Excel 或 CSV 文件',
      en: 'The file cannot be read; make sure it is a valid Excel or CSV file',
    },
    fileEmpty: { zh: '文件中没有数据', en: 'The file holds no data' },
    tooManyRows: {
      zh: '一次最多导入 {{max}} 行，文件有 {{rows}} 行',
      en: 'At most {{max}} rows per import; the file has {{rows}}',
    },
    mappingInvalid: { zh: '列映射无效：{{field}}', en: 'Invalid column mapping: {{field}}' },
    mappingColumnTwice: {
      zh: '同一列不能映射到两个字段：{{field}}',
      en: 'One column cannot map to two fields: {{field}}',
    },
    mpnUnmapped: {
      zh: '请为“型号”或“客户料号”选择一列',
      en: 'Please choose a column for the MPN or the customer PN',
    },
    customerUnknown: { zh: '客户不存在或不属于您', en: 'No such customer, or not yours' },
    error: {
      mpnMissing: { zh: '第 {{row}} 行：缺少型号', en: 'Row {{row}}: the MPN is missing' },
      quantityMissing: { zh: '第 {{row}} 行：缺少数量', en: 'Row {{row}}: the quantity is missing' },
      quantityInvalid: {
        zh: '第 {{row}} 行：数量“{{value}}”不是正整数',
        en: 'Row {{row}}: quantity "{{value}}" is not a positive whole number',
      },
      priceInvalid: {
        zh: '第 {{row}} 行：目标价“{{value}}”不是有效价格（最多 6 位小数）',
        en: 'Row {{row}}: target price "{{value}}" is not a valid price (at most 6 decimals)',
      },
      currencyUnknown: {
        zh: '第 {{row}} 行：未知币种“{{value}}”（可用 GBP、EUR、HKD、USD、CNY）',
        en: 'Row {{row}}: unknown currency "{{value}}" (GBP, EUR, HKD, USD, CNY)',
      },
      tooLong: { zh: '第 {{row}} 行：{{field}}过长', en: 'Row {{row}}: {{field}} is too long' },
      customerPnUnknown: {
        zh: '第 {{row}} 行：客户料号“{{value}}”未找到，且未填写型号',
        en: 'Row {{row}}: customer PN "{{value}}" is unknown and no MPN is given',
      },
      brandUnknown: {
        zh: '第 {{row}} 行：未识别的品牌“{{value}}”',
        en: 'Row {{row}}: brand "{{value}}" is not recognised',
      },
      brandAmbiguous: {
        zh: '第 {{row}} 行：型号对应多个品牌，请填写品牌',
        en: 'Row {{row}}: the MPN exists under several brands; please give the brand',
      },
      merged: {
        zh: '第 {{row}} 行：与第 {{value}} 行为同一型号，数量已合并',
        en: 'Row {{row}}: same part as row {{value}}; quantities merged',
      },
      priceConflict: {
        zh: '第 {{row}} 行：合并行的目标价或币种不同（{{value}}），保留首行',
        en: 'Row {{row}}: a merged row has another target price or currency ({{value}}); the first is kept',
      },
    },
    summary: {
      merged: {
        zh: '{{count}} 行与前面同型号的行合并，数量已相加（第 {{rows}} 行）',
        en: '{{count}} rows merged into an earlier row of the same part, quantities added (rows {{rows}})',
      },
      brandUnknown: {
        zh: '{{count}} 行的品牌未识别：{{values}}（第 {{rows}} 行）',
        en: '{{count}} rows with a brand not recognised: {{values}} (rows {{rows}})',
      },
      brandAmbiguous: {
        zh: '{{count}} 行的型号对应多个品牌，请填写品牌（第 {{rows}} 行）',
        en: '{{count}} rows whose MPN exists under several brands; please give the brand (rows {{rows}})',
      },
      priceConflict: {
        zh: '{{count}} 行合并时目标价或币种不同（{{values}}），保留首行的（第 {{rows}} 行）',
        en: '{{count}} merged rows with another target price or currency ({{values}}); the first is kept (rows {{rows}})',
      },
    },
    field: {
      Mpn: { zh: '型号', en: 'MPN' },
      Brand: { zh: '品牌', en: 'Brand' },
      Package: { zh: '封装', en: 'Package' },
      DateCode: { zh: '批号', en: 'D/C' },
      Quantity: { zh: '数量', en: 'Quantity' },
      TargetPrice: { zh: '目标价', en: 'Target price' },
      Currency: { zh: '币种', en: 'Currency' },
      Delivery: { zh: '交期', en: 'Delivery' },
      CustomerPn: { zh: '客户料号', en: 'Customer PN' },
      Description: { zh: '描述', en: 'Description' },
      Remark: { zh: '备注', en: 'Remark' },
    },
  },
});
