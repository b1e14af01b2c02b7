import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { baseCountry, baseRegion, baseRegionTown } from './geo.table.js';

/** [ISO code, 中文名, English name, continent, phone code] — the trading partners of a broker. */
const COUNTRIES: [string, string, string, string, string][] = [
  ['CN', '中国', 'China', 'AS', '+86'],
  ['HK', '中国香港', 'Hong Kong, China', 'AS', '+852'],
  ['MO', '中国澳门', 'Macau, China', 'AS', '+853'],
  ['TW', '中国台湾', 'Taiwan, China', 'AS', '+886'],
  ['US', '美国', 'United States', 'NA', '+1'],
  ['CA', '加拿大', 'Canada', 'NA', '+1'],
  ['MX', '墨西哥', 'Mexico', 'NA', '+52'],
  ['BR', '巴西', 'Brazil', 'SA', '+55'],
  ['AR', '阿根廷', 'Argentina', 'SA', '+54'],
  ['CL', '智利', 'Chile', 'SA', '+56'],
  ['CO', '哥伦比亚', 'Colombia', 'SA', '+57'],
  ['GB', '英国', 'United Kingdom', 'EU', '+44'],
  ['DE', '德国', 'Germany', 'EU', '+49'],
  ['FR', '法国', 'France', 'EU', '+33'],
  ['IT', '意大利', 'Italy', 'EU', '+39'],
  ['ES', '西班牙', 'Spain', 'EU', '+34'],
  ['PT', '葡萄牙', 'Portugal', 'EU', '+351'],
  ['NL', '荷兰', 'Netherlands', 'EU', '+31'],
  ['BE', '比利时', 'Belgium', 'EU', '+32'],
  ['CH', '瑞士', 'Switzerland', 'EU', '+41'],
  ['AT', '奥地利', 'Austria', 'EU', '+43'],
  ['SE', '瑞典', 'Sweden', 'EU', '+46'],
  ['DK', '丹麦', 'Denmark', 'EU', '+45'],
  ['NO', '挪威', 'Norway', 'EU', '+47'],
  ['FI', '芬兰', 'Finland', 'EU', '+358'],
  ['IE', '爱尔兰', 'Ireland', 'EU', '+353'],
  ['PL', '波兰', 'Poland', 'EU', '+48'],
  ['CZ', '捷克', 'Czechia', 'EU', '+420'],
  ['HU', '匈牙利', 'Hungary', 'EU', '+36'],
  ['RO', '罗马尼亚', 'Romania', 'EU', '+40'],
  ['GR', '希腊', 'Greece', 'EU', '+30'],
  ['RU', '俄罗斯', 'Russia', 'EU', '+7'],
  ['UA', '乌克兰', 'Ukraine', 'EU', '+380'],
  ['TR', '土耳其', 'Türkiye', 'AS', '+90'],
  ['IL', '以色列', 'Israel', 'AS', '+972'],
  ['AE', '阿联酋', 'United Arab Emirates', 'AS', '+971'],
  ['SA', '沙特阿拉伯', 'Saudi Arabia', 'AS', '+966'],
  ['JP', '日本', 'Japan', 'AS', '+81'],
  ['KR', '韩国', 'South Korea', 'AS', '+82'],
  ['SG', '新加坡', 'Singapore', 'AS', '+65'],
  ['MY', '马来西亚', 'Malaysia', 'AS', '+60'],
  ['TH', '泰国', 'Thailand', 'AS', '+66'],
  ['VN', '越南', 'Vietnam', 'AS', '+84'],
  ['PH', '菲律宾', 'Philippines', 'AS', '+63'],
  ['ID', '印度尼西亚', 'Indonesia', 'AS', '+62'],
  ['IN', '印度', 'India', 'AS', '+91'],
  ['PK', '巴基斯坦', 'Pakistan', 'AS', '+92'],
  ['BD', '孟加拉国', 'Bangladesh', 'AS', '+880'],
  ['LK', '斯里兰卡', 'Sri Lanka', 'AS', '+94'],
  ['KZ', '哈萨克斯坦', 'Kazakhstan', 'AS', '+7'],
  ['AU', '澳大利亚', 'Australia', 'OC', '+61'],
  ['NZ', '新西兰', 'New Zealand', 'OC', '+64'],
  ['ZA', '南非', 'South Africa', 'AF', '+27'],
  ['EG', '埃及', 'Egypt', 'AF', '+20'],
  ['NG', '尼日利亚', 'Nigeria', 'AF', '+234'],
  ['MA', '摩洛哥', 'Morocco', 'AF', '+212'],
  ['TN', '突尼斯', 'Tunisia', 'AF', '+216'],
  ['KE', '肯尼亚', 'Kenya', 'AF', '+254'],
  ['EE', '爱沙尼亚', 'Estonia', 'EU', '+372'],
  ['SK', '斯洛伐克', 'Slovakia', 'EU', '+421'],
  ['SI', '斯洛文尼亚', 'Slovenia', 'EU', '+386'],
  ['BG', '保加利亚', 'Bulgaria', 'EU', '+359'],
];

/** Continent codes of base_country.continent, named in both languages. */
export const CONTINENTS: Record<string, [string, string]> = {
  AS: ['亚洲', 'Asia'],
  EU: ['欧洲', 'Europe'],
  NA: ['北美洲', 'North America'],
  SA: ['南美洲', 'South America'],
  OC: ['大洋洲', 'Oceania'],
  AF: ['非洲', 'Africa'],
};

/**
 * Regions with fixed ids: 1–34 the province-level divisions of China (Hong Kong, Macau, Taiwan
 * included), 35–42 overseas areas, 43 "other": the client adds its "unknown" town (id 0) under it.
 */
const REGIONS: [number, string, string, string][] = [
  [1, '北京市', 'Beijing', 'CN'],
  [2, '天津市', 'Tianjin', 'CN'],
  [3, '河北省', 'Hebei', 'CN'],
  [4, '山西省', 'Shanxi', 'CN'],
  [5, '内蒙古自治区', 'Inner Mongolia', 'CN'],
  [6, '辽宁省', 'Liaoning', 'CN'],
  [7, '吉林省', 'Jilin', 'CN'],
  [8, '黑龙江省', 'Heilongjiang', 'CN'],
  [9, '上海市', 'Shanghai', 'CN'],
  [10, '江苏省', 'Jiangsu', 'CN'],
  [11, '浙江省', 'Zhejiang', 'CN'],
  [12, '安徽省', 'Anhui', 'CN'],
  [13, '福建省', 'Fujian', 'CN'],
  [14, '江西省', 'Jiangxi', 'CN'],
  [15, '山东省', 'Shandong', 'CN'],
  [16, '河南省', 'Henan', 'CN'],
  [17, '湖北省', 'Hubei', 'CN'],
  [18, '湖南省', 'Hunan', 'CN'],
  [19, '广东省', 'Guangdong', 'CN'],
  [20, '广西壮族自治区', 'Guangxi', 'CN'],
  [21, '海南省', 'Hainan', 'CN'],
  [22, '重庆市', 'Chongqing', 'CN'],
  [23, '四川省', 'Sichuan', 'CN'],
  [24, '贵州省', 'Guizhou', 'CN'],
  [25, '云南省', 'Yunnan', 'CN'],
  [26, '西藏自治区', 'Tibet', 'CN'],
  [27, '陕西省', 'Shaanxi', 'CN'],
  [28, '甘肃省', 'Gansu', 'CN'],
  [29, '青海省', 'Qinghai', 'CN'],
  [30, '宁夏回族自治区', 'Ningxia', 'CN'],
  [31, '新疆维吾尔自治区', 'Xinjiang', 'CN'],
  [32, '香港特别行政区', 'Hong Kong SAR', 'HK'],
  [33, '澳门特别行政区', 'Macau SAR', 'MO'],
  [34, '台湾省', 'Taiwan', 'TW'],
  [35, '北美', 'North America', ''],
  [36, '南美', 'South America', ''],
  [37, '欧洲', 'Europe', ''],
  [38, '东南亚', 'Southeast Asia', ''],
  [39, '日韩', 'Japan and Korea', ''],
  [40, '南亚', 'South Asia', ''],
  [41, '中东', 'Middle East', ''],
  [42, '大洋洲及非洲', 'Oceania and Africa', ''],
  [43, '其他', 'Other', ''],
];

/** Main electronics-manufacturing cities per region id: [中文, English]. */
const TOWNS: Record<number, [string, string][]> = {
  1: [
    ['海淀区', 'Haidian'],
    ['朝阳区', 'Chaoyang'],
    ['亦庄', 'Yizhuang'],
  ],
  9: [
    ['浦东新区', 'Pudong'],
    ['闵行区', 'Minhang'],
    ['松江区', 'Songjiang'],
    ['嘉定区', 'Jiading'],
  ],
  10: [
    ['苏州', 'Suzhou'],
    ['南京', 'Nanjing'],
    ['无锡', 'Wuxi'],
    ['常州', 'Changzhou'],
    ['昆山', 'Kunshan'],
  ],
  11: [
    ['杭州', 'Hangzhou'],
    ['宁波', 'Ningbo'],
    ['温州', 'Wenzhou'],
    ['嘉兴', 'Jiaxing'],
  ],
  13: [
    ['厦门', 'Xiamen'],
    ['福州', 'Fuzhou'],
    ['泉州', 'Quanzhou'],
  ],
  15: [
    ['青岛', 'Qingdao'],
    ['济南', 'Jinan'],
    ['烟台', 'Yantai'],
  ],
  17: [
    ['武汉', 'Wuhan'],
    ['襄阳', 'Xiangyang'],
  ],
  19: [
    ['深圳', 'Shenzhen'],
    ['广州', 'Guangzhou'],
    ['东莞', 'Dongguan'],
    ['佛山', 'Foshan'],
    ['惠州', 'Huizhou'],
    ['珠海', 'Zhuhai'],
    ['中山', 'Zhongshan'],
    ['江门', 'Jiangmen'],
  ],
  23: [
    ['成都', 'Chengdu'],
    ['绵阳', 'Mianyang'],
  ],
  27: [['西安', "Xi'an"]],
  32: [
    ['九龙', 'Kowloon'],
    ['香港岛', 'Hong Kong Island'],
    ['新界', 'New Territories'],
  ],
  34: [
    ['台北', 'Taipei'],
    ['新竹', 'Hsinchu'],
    ['台中', 'Taichung'],
    ['高雄', 'Kaohsiung'],
  ],
};

export async function seedGeo(db: Db): Promise<void> {
  await db
    .insert(baseCountry)
    .values(
      COUNTRIES.map(([code, nameCn, nameEn, continent, phoneCode], i) => ({
        code,
        nameCn,
        nameEn,
        continent,
        phoneCode,
        sort: i + 1,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(baseRegion)
    .values(REGIONS.map(([id, name, nameEn, countryCode]) => ({ id, name, nameEn, countryCode, sort: id })))
    .onConflictDoNothing();
  // Explicit ids bypass the identity sequence: move it past them so later inserts do not collide.
  await db.execute(
    sql`select setval(pg_get_serial_sequence('base_region', 'id'), (select max(id) from base_region))`,
  );
  await db
    .insert(baseRegionTown)
    .values(
      Object.entries(TOWNS).flatMap(([regionId, towns]) =>
        towns.map(([name, nameEn], i) => ({ regionId: Number(regionId), name, nameEn, sort: i + 1 })),
      ),
    )
    .onConflictDoNothing();
}
