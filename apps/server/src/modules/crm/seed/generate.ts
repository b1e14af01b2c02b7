import { CUSTOMER_STATUS, POOL_REASON, emailDomain } from '../crm-codes.js';
import {
  country,
  digits,
  makeCompany,
  makePerson,
  mobileNumber,
  pick,
  pickCountry,
  positionFor,
  type Rng,
  weighted,
} from './names.js';

const DAY = 86_400_000;

export interface ContactDraft {
  name: string;
  position: string;
  email: string;
  phone: string;
  qq: string;
  wechat: string;
  skype: string;
  otherNumber: string;
  isPrimary: boolean;
  createdAt: string;
}
export interface PartDraft {
  customerPn: string;
  partIndex: number;
}
export interface CustomerDraft {
  tenantId: number;
  shortName: string;
  name: string;
  nameEn: string;
  attribute: number;
  source: number;
  level: number;
  businessType: number;
  companyStatus: number;
  status: number;
  ownerId: number | null;
  assignedAt: string | null;
  countryCode: string;
  regionId: number;
  city: string;
  address: string;
  phone: string;
  website: string;
  billingCompany: string;
  billingAddress: string;
  billingPhone: string;
  billingContact: string;
  taxNo: string;
  creditLimit: string;
  currency: string;
  paymentTerms: number;
  isBlacklisted: boolean;
  blacklistReason: string;
  lastInquiryAt: string | null;
  lastOrderAt: string | null;
  poolEnteredAt: string | null;
  poolReason: number | null;
  releasedBy: number | null;
  previousOwnerId: number | null;
  remark: string;
  createdAt: string;
  createdBy: number | null;
  /** The company's own mail domain (`<slug>.example`). */
  domain: string;
  /** Index of an earlier draft whose contact domain this pending customer shares (conflict review). */
  conflictWith: number | null;
  contacts: ContactDraft[];
  parts: PartDraft[];
}

export interface Salesperson {
  id: number;
  account: string;
}
export interface GenerateOptions {
  count: number;
  salespeople: Salesperson[];
  /** Creators of imported/pool records (administrator, director's assistant). */
  backOffice: number[];
  partCount: number;
  /** Share of customers in the public pool (default 0.15: 30 of 200). */
  poolShare?: number;
  now: number;
  large?: boolean;
  /** Index offset so repeated runs (tests) never reuse a mail domain. */
  domainSeed?: string;
}

/** Teams by market (DOMAIN demo data: Shenzhen team 1, Hong Kong team 2, North America). */
const TEAM_OF_MARKET: Record<string, string[]> = {
  CN: ['sales.director', 'sales.leader', 'sales.rep', 'sales.agent', 'sales.junior', 'sales.assistant'],
  NA: ['sales.supervisor', 'sales.senior'],
  INTL: ['sales.manager', 'sales.dev', 'sales.follow', 'sales.mid'],
};
const marketOf = (c: string) => (c === 'CN' ? 'CN' : c === 'US' || c === 'CA' || c === 'MX' ? 'NA' : 'INTL');

const BUSINESS: [number, number][] = [
  [2, 35],
  [1, 35],
  [3, 22],
  [5, 5],
  [6, 1.5],
  [4, 1.5],
];
const SOURCE: [number, number][] = [
  [1, 15],
  [2, 15],
  [3, 25],
  [4, 10],
  [5, 35],
];
const LEVEL: [number, number][] = [
  [1, 10],
  [2, 25],
  [3, 40],
  [4, 25],
];
const COMPANY_STATUS: [number, number][] = [
  [1, 20],
  [2, 25],
  [3, 45],
  [4, 10],
];
const BLACKLIST_REASONS = [
  '长期拖欠货款超过180天，已移交法务',
  'PayPal chargeback after delivery (order shipped and signed for)',
  '索要虚假原厂证明（CoC）',
  'Repeated order cancellations after stock was bought',
];
const REMARKS = [
  '',
  '',
  '',
  '',
  '主要做BOM配单，价格敏感',
  'Ships on own DHL account',
  'EOL / 停产料需求多',
  'Needs CoC and lot traceability on MCUs',
  '只要原装现货，不接受散新',
  'Quarterly PPV programme',
  '月结客户，对账日每月25号',
  'Asks for date code within 2 years',
];
const CN_PUBLIC_LOCALS = (rng: Rng) => String(100_000_000 + Math.floor(rng() * 3_000_000_000));

/**
 * Builds the demo (or benchmark) customers in memory — deterministic for a given rng. Pure: the
 * caller inserts them (seed-customers.ts). ~15 % go to the public pool, ~8 % wait for review,
 * a few pending ones share a contact mail domain with an earlier customer (conflict review).
 */
export function generateCustomers(rng: Rng, o: GenerateOptions): CustomerDraft[] {
  const byAccount = new Map(o.salespeople.map((s) => [s.account, s.id]));
  const allSales = o.salespeople.map((s) => s.id);
  const usedDomains = new Map<string, number>();
  const iso = (t: number) => new Date(t).toISOString();
  const daysAgo = (d: number) => o.now - Math.floor(d * DAY) - Math.floor(rng() * DAY);
  const poolShare = o.poolShare ?? 0.15;
  const drafts: CustomerDraft[] = [];

  for (let i = 0; i < o.count; i++) {
    const code = pickCountry(rng);
    const c = country(code);
    const businessType = weighted(rng, BUSINESS);
    const company = makeCompany(rng, code, businessType, !!o.large);
    const base = `${company.slug}${o.domainSeed ?? ''}`;
    const seen = usedDomains.get(base) ?? 0;
    usedDomains.set(base, seen + 1);
    // Numbered slugs (`kestrel2`) never collide with plain ones: plain slugs end in a letter.
    const domain = `${seen ? `${base}${seen + 1}` : base}.example`;

    const inPool = rng() < poolShare;
    const pending = !inPool && rng() < 0.1;
    const status = pending
      ? rng() < 0.2
        ? CUSTOMER_STATUS.rejected
        : CUSTOMER_STATUS.pendingReview
      : CUSTOMER_STATUS.active;
    const companyStatus = pending ? 1 : weighted(rng, COMPANY_STATUS);
    const ageDays = pending ? rng() * 14 : 30 + rng() ** 1.6 * 1800;
    const createdAt = daysAgo(ageDays);
    const team = TEAM_OF_MARKET[marketOf(code)]!.map((a) => byAccount.get(a)).filter((x): x is number => !!x);
    const salesperson = allSales.length
      ? team.length && rng() < 0.5
        ? pick(rng, team)
        : pick(rng, allSales)
      : null;

    let ownerId: number | null = salesperson;
    let assignedAt: number | null = createdAt;
    let poolEnteredAt: number | null = null;
    let poolReason: number | null = null;
    let releasedBy: number | null = null;
    let previousOwnerId: number | null = null;
    if (inPool) {
      ownerId = null;
      assignedAt = null;
      poolReason = weighted(rng, [
        [POOL_REASON.inactive, 55],
        [POOL_REASON.released, 30],
        [POOL_REASON.unassigned, 10],
        [POOL_REASON.ownerLeft, 5],
      ]);
      poolEnteredAt = Math.max(createdAt, daysAgo(1 + rng() * 200));
      if (poolReason !== POOL_REASON.unassigned) previousOwnerId = salesperson;
      if (poolReason === POOL_REASON.released) releasedBy = salesperson;
    } else if (!pending && rng() < 0.2) {
      // Claimed from the pool or transferred later.
      assignedAt = Math.max(createdAt, daysAgo(5 + rng() * 300));
    }
    const creator =
      poolReason === POOL_REASON.unassigned || rng() < 0.1
        ? o.backOffice.length
          ? pick(rng, o.backOffice)
          : null
        : (salesperson ?? null);

    const active = companyStatus === 2 || companyStatus === 3;
    const lastInquiryAt =
      pending || companyStatus === 1
        ? null
        : Math.max(createdAt, daysAgo(active ? rng() ** 2 * 240 : 120 + rng() * 500));
    const lastOrderAt =
      companyStatus === 3
        ? Math.max(createdAt, daysAgo(rng() ** 1.5 * 400))
        : companyStatus === 4
          ? Math.max(createdAt, daysAgo(200 + rng() * 500))
          : null;

    const level = pending ? 4 : weighted(rng, LEVEL);
    const currency = weighted(rng, c.currencies);
    const big = businessType === 1 || businessType === 2;
    const unit = currency === 'CNY' || currency === 'HKD' ? 7 : 1;
    const creditLimit =
      companyStatus !== 3 || pending
        ? 0
        : big && level <= 2
          ? Math.round((10 + rng() * 190) * unit) * 1000
          : rng() < 0.3
            ? Math.round((2 + rng() * 18) * unit) * 1000
            : 0;
    const blacklisted = !pending && rng() < 0.02;

    const contacts = makeContacts(rng, code, businessType, domain, company.area, createdAt, iso);
    const billing = rng() < 0.7;
    drafts.push({
      tenantId: weighted(rng, c.tenants),
      shortName: company.shortName,
      name: company.name,
      nameEn: company.nameEn,
      attribute: c.attribute,
      source: weighted(rng, SOURCE),
      level,
      businessType,
      companyStatus,
      status,
      ownerId,
      assignedAt: assignedAt === null ? null : iso(assignedAt),
      countryCode: code,
      regionId: company.regionId,
      city: company.city,
      address: company.address,
      phone: company.phone,
      website: rng() < 0.8 ? `www.${domain}` : '',
      billingCompany: billing ? company.nameEn || company.name : '',
      billingAddress: billing ? company.address : '',
      billingPhone: billing ? company.phone : '',
      billingContact: billing ? contacts[0]!.name : '',
      taxNo: rng() < 0.85 ? company.taxNo : '',
      creditLimit: `${creditLimit}.00`,
      currency,
      paymentTerms: weighted(rng, c.terms),
      isBlacklisted: blacklisted,
      blacklistReason: blacklisted ? pick(rng, BLACKLIST_REASONS) : '',
      lastInquiryAt: lastInquiryAt === null ? null : iso(lastInquiryAt),
      lastOrderAt: lastOrderAt === null ? null : iso(lastOrderAt),
      poolEnteredAt: poolEnteredAt === null ? null : iso(poolEnteredAt),
      poolReason,
      releasedBy,
      previousOwnerId,
      remark: pick(rng, REMARKS),
      createdAt: iso(createdAt),
      createdBy: creator,
      domain,
      conflictWith: null,
      contacts,
      parts: makeParts(rng, o.partCount, company.shortName),
    });
  }
  markConflicts(rng, drafts);
  return drafts;
}

function makeContacts(
  rng: Rng,
  code: string,
  businessType: number,
  domain: string,
  area: string,
  createdAt: number,
  iso: (t: number) => string,
): ContactDraft[] {
  const n = weighted(rng, [
    [1, 45],
    [2, 35],
    [3, 20],
  ]);
  const c = country(code);
  const cn = code === 'CN';
  const chinese = cn || code === 'HK' || code === 'TW';
  const contacts: ContactDraft[] = [];
  const locals = new Set<string>();
  for (let k = 0; k < n; k++) {
    const p = makePerson(rng, code);
    let local = p.local;
    for (let j = 2; locals.has(local); j++) local = `${p.local}${j}`;
    locals.add(local);
    const publicMail = rng() < (cn ? 0.25 : 0.08);
    const hasEmail = rng() < (cn ? 0.8 : 0.97);
    const email = !hasEmail
      ? ''
      : publicMail
        ? `${cn && rng() < 0.6 ? CN_PUBLIC_LOCALS(rng) : local.replace('.', '')}@${pick(rng, c.publicDomains)}`
        : `${local}@${domain}`;
    const mobile = mobileNumber(rng, code, area);
    const contact: ContactDraft = {
      name: p.name,
      position: positionFor(rng, code, businessType),
      email,
      phone: rng() < (cn ? 0.9 : 0.65) ? mobile : '',
      qq: cn && rng() < 0.5 ? String(10_000_000 + Math.floor(rng() * 2_900_000_000)) : '',
      wechat:
        chinese && rng() < (cn ? 0.7 : 0.35)
          ? `${(p.english ?? local).toLowerCase().replace(/[^a-z0-9]/g, '')}_${digits(rng, 3)}`
          : '',
      skype: !cn && rng() < 0.15 ? `live:.cid.${digits(rng, 8)}` : '',
      otherNumber: !cn && rng() < 0.2 ? `WhatsApp ${mobile}` : '',
      isPrimary: k === 0,
      createdAt: iso(createdAt + k * Math.floor(rng() * 90) * DAY),
    };
    if (!contact.email && !contact.phone && !contact.qq && !contact.wechat && !contact.skype)
      contact.email = `${local}@${domain}`;
    contacts.push(contact);
  }
  return contacts;
}

const PN_FORMATS: ((rng: Rng, prefix: string, k: number) => string)[] = [
  (_r, p, k) => `${p}-IC-${String(1000 + k * 37).padStart(5, '0')}`,
  (r, _p, k) =>
    `${10 + Math.floor(r() * 80)}-${String(100 + k * 13).padStart(5, '0')}-0${1 + Math.floor(r() * 3)}`,
  (_r, _p, k) => `P${String(200_100 + k * 7).padStart(7, '0')}`,
  (r, _p, k) => `${300 + Math.floor(r() * 600)}.${String(k * 11).padStart(4, '0')}.${digits(r, 2)}`,
];

function makeParts(rng: Rng, partCount: number, shortName: string): PartDraft[] {
  if (!partCount || rng() >= 0.35) return [];
  const n = 1 + Math.floor(rng() * 8);
  const prefix =
    shortName
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase() || 'CP';
  const fmt = pick(rng, PN_FORMATS);
  const seen = new Set<number>();
  const parts: PartDraft[] = [];
  for (let k = 0; k < n; k++) {
    const partIndex = Math.floor(rng() * partCount);
    if (seen.has(partIndex)) continue;
    seen.add(partIndex);
    parts.push({ customerPn: fmt(rng, prefix, k + 1), partIndex });
  }
  return parts;
}

/** A few pending customers get a contact on an earlier active customer's own domain (conflict review). */
function markConflicts(rng: Rng, drafts: CustomerDraft[]): void {
  const wanted = Math.max(1, Math.round(drafts.length * 0.015));
  // Indices (ascending) of active customers with a contact on their own domain.
  const eligible: number[] = [];
  drafts.forEach((x, j) => {
    if (x.status === CUSTOMER_STATUS.active && x.contacts.some((ct) => emailDomain(ct.email) === x.domain))
      eligible.push(j);
  });
  let done = 0;
  let below = 0;
  for (let i = 0; i < drafts.length && done < wanted; i++) {
    const d = drafts[i]!;
    if (d.status !== CUSTOMER_STATUS.pendingReview) continue;
    while (below < eligible.length && eligible[below]! < i) below++;
    if (!below) continue;
    const j = eligible[Math.floor(rng() * below)]!;
    const contact = d.contacts[0]!;
    const local = contact.email ? contact.email.slice(0, contact.email.indexOf('@')) : 'purchasing';
    contact.email = `${local}@${drafts[j]!.domain}`;
    d.conflictWith = j;
    done++;
  }
}
