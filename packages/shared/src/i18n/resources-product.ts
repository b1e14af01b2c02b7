import { PRODUCT_CATEGORIES } from '../product/categories.js';
import { type Bilingual, defineMessages } from './define.js';

/** Labels of the product module's resources (`resources.product.*`), kept here so resources.ts stays small. */
export const productResources = defineMessages({
  part: {
    title: { zh: '产品信息', en: 'Parts master' },
    Mpn: { zh: '型号', en: 'MPN' },
    BrandId: { zh: '品牌', en: 'Brand' },
    BrandName: { zh: '品牌', en: 'Brand' },
    Package: { zh: '封装', en: 'Package' },
    CategoryCode: { zh: '类别', en: 'Category' },
    Description: { zh: '描述', en: 'Description' },
    Msl: { zh: '湿敏等级', en: 'MSL' },
    Rohs: { zh: 'RoHS', en: 'RoHS' },
    HsCode: { zh: 'HS 编码', en: 'HS code' },
    Coo: { zh: '原产国', en: 'Country of origin' },
    Lifecycle: { zh: '生命周期', en: 'Lifecycle' },
    Remark: { zh: '备注', en: 'Remark' },
    disable: { zh: '停用', en: 'Disable' },
    enable: { zh: '启用', en: 'Enable' },
    confirmDisable: {
      zh: '停用后该型号不再出现在选择列表中，确定停用？',
      en: 'A disabled part is no longer offered in pickers. Disable?',
    },
  },
  brand: {
    title: { zh: '品牌管理', en: 'Brands' },
    Name: { zh: '品牌', en: 'Brand' },
    FullName: { zh: '全称', en: 'Full name' },
    NameCn: { zh: '中文名', en: 'Chinese name' },
    Aliases: { zh: '别名', en: 'Aliases' },
    CountryCode: { zh: '国家/地区', en: 'Country' },
    Website: { zh: '网站', en: 'Website' },
    IsProxy: { zh: '代理品牌', en: 'Franchised' },
    Parts: { zh: '型号数', en: 'Parts' },
    Sort: { zh: '排序', en: 'Order' },
    Remark: { zh: '备注', en: 'Remark' },
  },
  category: Object.fromEntries(PRODUCT_CATEGORIES.map(([code, zh, en]) => [code, { zh, en }])) as Record<
    string,
    Bilingual
  >,
});
