import { sql } from 'drizzle-orm';
import { rows } from '../core/db/index.js';
import type { NoticeMessage } from '../core/push/notifier.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import { customerBody } from '../modules/crm/test/crm-test-kit.js';
import type { TestApp } from './harness.js';

/**
 * Test factories (issue #12 item 8; docs/module-template.md "Tests"): build the records a test needs
 * THROUGH the HTTP API — the same use cases, rules, numbering, reviews and history a user goes
 * through — creating the parents on the way, and return their ids. Never raw inserts: a fixture that
 * skips a rule tests a state the product cannot reach.
 *
 *   const f = factories(t);
 *   const c = await f.customer();                         // sales.rep's new, approved customer
 *   const inq = await f.inquiry({ customerId: c.id });    // two lines
 *   const pq = await f.purchaseQuote({ lineId: inq.lineIds[0] });
 *   const q = await f.salesQuote({ inquiry: inq, purchaseQuoteIds: [pq.id] });
 *
 * Reads (user ids, the pending review request of a document) go to the database directly.
 */

/** What every factory returns: the new row's id, document number (or code) and version. */
export interface Built {
  id: number;
  no: string;
  version: number;
}

type Call = Awaited<ReturnType<TestApp['call']>>;

/** Throws with the server's message unless the call succeeded (Code 0). */
export function ok<T>(res: Call, what: string): T {
  if (res.body.Code !== 0) throw new Error(`${what}: ${res.status} ${res.body.Message}`);
  return res.body.Data as T;
}

export const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
/** A unique, non-public company mail domain (customers conflict by mail domain). */
/** A purchase request line: 500 × STM32F407VGT6 (ST) at 3.25 USD, for stock, required in 20 days. */
export const purchaseRequestLine = () => ({
  Mpn: 'STM32F407VGT6',
  Brand: 'ST',
  Quantity: 500,
  TargetCost: '3.2500',
  Currency: 'USD',
  Purpose: 1,
  RequiredDate: day(20),
});
export const uniqueDomain = () => `f${process.pid}x${Date.now() % 100_000}x${++seq}.example`;

async function one<T>(t: TestApp, q: ReturnType<typeof sql>): Promise<T | undefined> {
  return rows<T>(await t.db.execute(q))[0];
}

/** Signs in several demo accounts: their tokens and user ids by account name. */
export async function signIn(t: TestApp, accounts: readonly string[]) {
  const tok: Record<string, string> = {};
  const ids: Record<string, number> = {};
  for (const a of accounts) {
    tok[a] = await t.login(a);
    ids[a] = await userIdOf(t, a);
  }
  return { tok, ids };
}

export async function userIdOf(t: TestApp, account: string): Promise<number> {
  const row = await one<{ id: number }>(t, sql`select id from sys_user where account = ${account}`);
  if (!row) throw new Error(`no user ${account}`);
  return row.id;
}

const DEMO_ACCOUNTS = [
  'sales.rep',
  'buyer',
  'accountant',
  'support',
  'price.checker',
  'finance.head',
  'purchase.head',
  'sales.director',
];

/**
 * The token of a demo account that does not hold `permit` (`METHOD path`, as in the login's Permits):
 * the "no permit → 403" leg of a route's trio, without hard-coding who lacks a screen.
 */
export async function accountWithout(t: TestApp, permit: string): Promise<string> {
  for (const account of DEMO_ACCOUNTS) {
    const res = await t.call('POST', '/merchant/account/login', {
      body: { UserName: account, Password: DEMO_PASSWORD },
    });
    const d = ok<{ Token: string; Permits: string[] }>(res, `login ${account}`);
    if (!d.Permits.includes(permit)) return d.Token;
  }
  throw new Error(`every demo account of ${DEMO_ACCOUNTS.join(', ')} holds ${permit}`);
}

/** Replaces the app's notifier with one that records what it was asked to send. */
export function captureNotices(t: TestApp) {
  const notices: { to: number[]; message: NoticeMessage | string }[] = [];
  t.app.ctx.notifier = {
    notify: async (to, message) => {
      notices.push({ to: Array.isArray(to) ? to : [to], message });
    },
    todosChanged: () => {},
    emit: () => {},
  };
  return notices;
}

/** The id of the pending review request of a document (throws when there is none). */
export async function pendingRequestOf(t: TestApp, type: string, docId: number): Promise<number> {
  const row = await one<{ id: number }>(
    t,
    sql`select id from review_request where doc_type = ${type} and doc_id = ${docId} and status = 'pending'
        order by id desc limit 1`,
  );
  if (!row) throw new Error(`no pending ${type} review of ${docId}`);
  return row.id;
}

type SettingRow = { Key: string; Value: unknown; Version: number };

async function readSetting(t: TestApp, token: string, key: string): Promise<SettingRow> {
  const res = await t.call('GET', '/merchant/setup/setting', { token });
  const row = ok<{ Records: SettingRow[] }>(res, 'read settings').Records.find((r) => r.Key === key);
  if (!row) throw new Error(`no setting ${key}`);
  return row;
}

async function writeSetting(t: TestApp, token: string, key: string, value: unknown): Promise<void> {
  const { Version } = await readSetting(t, token, key);
  const res = await t.call('PUT', `/merchant/setup/setting/${key}`, {
    token,
    body: { Value: value, Version },
  });
  ok(res, `set ${key}`);
}

/**
 * Runs `fn` with the system setting `key` at `value` (set through the settings API as admin, so the
 * value is validated and the setting cache sees it) and always puts the previous value back, whether
 * `fn` passes or throws.
 */
export async function withSetting<T>(
  t: TestApp,
  key: string,
  value: unknown,
  fn: () => Promise<T>,
): Promise<T> {
  const admin = await t.login('admin');
  const before = await readSetting(t, admin, key);
  await writeSetting(t, admin, key, value);
  try {
    return await fn();
  } finally {
    await writeSetting(t, admin, key, before.Value);
  }
}

export interface CustomerOpts {
  /** The salesperson who creates (and owns) it; default sales.rep. */
  as?: string;
  /** Approve the new-customer review (as admin) so it is active; default true. */
  approve?: boolean;
  /** Then transfer it (as admin) to this salesperson's account. */
  owner?: string;
  domain?: string;
  /** Fields of the create body to override (see the crm customer contract). */
  body?: Record<string, unknown>;
}
export interface BuiltCustomer extends Built {
  contactIds: number[];
}

export interface InquiryLineInput {
  Mpn: string;
  Brand: string;
  Quantity: number;
  TargetPrice?: string | null;
  [field: string]: unknown;
}
export interface BuiltInquiry extends Built {
  customerId: number;
  lineIds: number[];
}

const DEFAULT_LINES: InquiryLineInput[] = [
  { Mpn: 'STM32F103C8T6', Brand: 'ST', Quantity: 1000, TargetPrice: '1.25' },
  { Mpn: 'LM358DR', Brand: 'TI', Quantity: 2000, TargetPrice: '0.12' },
];

/** A sales-order create body for a customer (defaults any test may override). */
export function salesOrderBody(
  customerId: number,
  lines?: Record<string, unknown>[],
  body?: Record<string, unknown>,
): Record<string, unknown> {
  return {
    CustomerId: customerId,
    TenantId: 2,
    Currency: 'USD',
    TaxRate: 13,
    PaymentTerms: 3,
    ConsigneeName: '李雷',
    ConsigneePhone: '+852 5555 0101',
    ConsigneeAddress: 'Kwun Tong, Hong Kong',
    CountryId: 1,
    Lines: lines ?? [
      { Mpn: 'STM32F103C8T6', Brand: 'ST', Package: 'LQFP-48', Quantity: 1000, UnitPrice: '1.250000' },
      { Mpn: 'LM358DR', Brand: 'TI', Package: 'SOIC-8', Quantity: 2000, UnitPrice: '0.120000' },
    ],
    ...body,
  };
}

/** The factories of one test app; tokens are cached per account. */
export function factories(t: TestApp) {
  const tokens = new Map<string, string>();
  const token = async (account: string) => {
    let v = tokens.get(account);
    if (!v) {
      v = await t.login(account);
      tokens.set(account, v);
    }
    return v;
  };

  async function approve(type: string, docId: number, as = 'admin') {
    const Ids = [await pendingRequestOf(t, type, docId)];
    const res = await t.call('PUT', `/merchant/review/${type}/approve`, {
      token: await token(as),
      body: { Ids, Comment: 'factory' },
    });
    ok(res, `approve ${type} ${docId}`);
  }

  async function customer(o: CustomerOpts = {}): Promise<BuiltCustomer> {
    const as = o.as ?? 'sales.rep';
    const dom = o.domain ?? uniqueDomain();
    const res = await t.call('POST', '/merchant/crm/customer', {
      token: await token(as),
      body: customerBody(dom, o.body),
    });
    const c = ok<{ Id: number; Code: string; Version: number; Contacts: { Id: number }[] }>(res, 'customer');
    let version = c.Version;
    if (o.approve ?? true) {
      await approve('customer', c.Id);
      const d = await t.call('GET', `/merchant/crm/customer/${c.Id}`, { token: await token(as) });
      version = ok<{ Version: number }>(d, 'customer detail').Version;
    }
    if (o.owner && o.owner !== as) {
      const moved = await t.call('PUT', `/merchant/crm/customer/${c.Id}/transfer`, {
        token: await token('admin'),
        body: { ToOwnerId: await userIdOf(t, o.owner), Reason: 'factory' },
      });
      ok(moved, `transfer customer to ${o.owner}`);
      const d = await t.call('GET', `/merchant/crm/customer/${c.Id}`, { token: await token('admin') });
      version = ok<{ Version: number }>(d, 'customer detail').Version;
    }
    return { id: c.Id, no: c.Code, version, contactIds: c.Contacts.map((x) => x.Id) };
  }

  async function contact(o: { customerId?: number; as?: string; body?: Record<string, unknown> } = {}) {
    const as = o.as ?? 'sales.rep';
    const customerId = o.customerId ?? (await customer({ as })).id;
    const res = await t.call('POST', '/merchant/crm/contact', {
      token: await token(as),
      body: { CustomerId: customerId, Name: '韩梅梅', Position: '采购', WeChat: `wx${++seq}`, ...o.body },
    });
    return { id: ok<{ Id: number }>(res, 'contact').Id, customerId };
  }

  async function inquiry(
    o: { as?: string; customerId?: number; lines?: InquiryLineInput[]; body?: Record<string, unknown> } = {},
  ): Promise<BuiltInquiry> {
    const as = o.as ?? 'sales.rep';
    const customerId = o.customerId ?? (await customer({ as })).id;
    const res = await t.call('POST', '/merchant/forqutation/inquiry', {
      token: await token(as),
      body: { CustomerId: customerId, Lines: o.lines ?? DEFAULT_LINES, ...o.body },
    });
    const created = ok<{ Id: number; No: string }>(res, 'inquiry');
    const d = await t.call('GET', `/merchant/forqutation/inquiry/${created.Id}`, { token: await token(as) });
    const detail = ok<{ Version: number; Lines: { Id: number }[] }>(d, 'inquiry detail');
    return {
      id: created.Id,
      no: created.No,
      version: detail.Version,
      customerId,
      lineIds: detail.Lines.map((l) => l.Id),
    };
  }

  async function activeSupplierId(): Promise<number> {
    const row = await one<{ id: number }>(
      t,
      sql`select id from pur_supplier where status = 1 order by id limit 1`,
    );
    if (!row) throw new Error('no active supplier in the demo data');
    return row.id;
  }

  /** A buyer's offer on an inquiry line (a new inquiry of sales.rep when no line is given). */
  async function purchaseQuote(
    o: { as?: string; lineId?: number; supplierId?: number; body?: Record<string, unknown> } = {},
  ): Promise<Built & { lineId: number }> {
    const lineId = o.lineId ?? (await inquiry()).lineIds[0]!;
    const res = await t.call('POST', '/merchant/forqutation/purchasequote', {
      token: await token(o.as ?? 'buyer'),
      body: {
        LineId: lineId,
        SupplierId: o.supplierId ?? (await activeSupplierId()),
        CostPrice: '0.85',
        Currency: 'USD',
        Quantity: 1000,
        ValidUntil: day(30),
        DateCode: '2415',
        LeadTimeDays: 5,
        ...o.body,
      },
    });
    const pq = ok<{ Id: number; No: string; Version?: number }>(res, 'purchase quote');
    return { id: pq.Id, no: pq.No, version: pq.Version ?? 1, lineId };
  }

  /**
   * A sales quote of an inquiry's lines: each line priced from its purchase quote (one is made when
   * `purchaseQuoteIds` is not given) at a sale price well above the suggested price, so it needs no
   * approval unless the body says otherwise.
   */
  async function salesQuote(
    o: {
      as?: string;
      inquiry?: BuiltInquiry;
      purchaseQuoteIds?: number[];
      salePrice?: string;
      body?: Record<string, unknown>;
    } = {},
  ): Promise<Built & { status: number; needsApproval: boolean; inquiryId: number }> {
    const as = o.as ?? 'sales.rep';
    const inq = o.inquiry ?? (await inquiry({ as }));
    const pqIds = o.purchaseQuoteIds ?? [await purchaseQuote({ lineId: inq.lineIds[0]! }).then((p) => p.id)];
    const res = await t.call('POST', '/merchant/forqutation/quotation', {
      token: await token(as),
      body: {
        InquiryId: inq.id,
        Currency: 'CNY',
        QuoteDate: day(0),
        ValidUntil: day(14),
        Lines: inq.lineIds.slice(0, pqIds.length).map((InquiryLineId, i) => ({
          InquiryLineId,
          PurchaseQuoteId: pqIds[i],
          SalePrice: o.salePrice ?? '100',
        })),
        ...o.body,
      },
    });
    const q = ok<{ Id: number; No: string; Version: number; Status: number; NeedsApproval: boolean }>(
      res,
      'sales quote',
    );
    return {
      id: q.Id,
      no: q.No,
      version: q.Version,
      status: q.Status,
      needsApproval: q.NeedsApproval,
      inquiryId: inq.id,
    };
  }

  /** A demand order (XQ) awaiting the admin's confirmation. */
  async function demand(
    o: { as?: string; customerId?: number; lines?: InquiryLineInput[]; body?: Record<string, unknown> } = {},
  ): Promise<Built & { customerId: number; status: number }> {
    const as = o.as ?? 'sales.rep';
    const customerId = o.customerId ?? (await customer({ as })).id;
    const res = await t.call('POST', '/merchant/demand/demand', {
      token: await token(as),
      body: {
        CustomerId: customerId,
        ExpectedDate: day(30),
        Lines: o.lines ?? [{ Mpn: 'TPS54331DR', Brand: 'TI', Quantity: 3000, TargetPrice: '0.4100' }],
        ...o.body,
      },
    });
    const d = ok<{ Id: number; No: string; Version: number; Status: number }>(res, 'demand');
    return { id: d.Id, no: d.No, version: d.Version, status: d.Status, customerId };
  }

  /** A purchase request (CS) of one line. */
  async function purchaseRequest(
    o: { as?: string; lines?: Record<string, unknown>[]; body?: Record<string, unknown> } = {},
  ): Promise<Built & { status: number }> {
    const res = await t.call('POST', '/merchant/forqutation/purchaserequest', {
      token: await token(o.as ?? 'sales.rep'),
      body: {
        Lines: o.lines ?? [purchaseRequestLine()],
        ...o.body,
      },
    });
    const r = ok<{ Id: number; No: string; Version: number; Status: number }>(res, 'purchase request');
    return { id: r.Id, no: r.No, version: r.Version, status: r.Status };
  }

  /**
   * A draft sales order by hand (POST /merchant/sale/salesorder) for a new active customer of `as`
   * (default sales.rep): owner company 2, USD, 13 %, wire to HK, two lines; `body` overrides header fields.
   */
  async function salesOrder(
    o: {
      as?: string;
      customerId?: number;
      lines?: Record<string, unknown>[];
      body?: Record<string, unknown>;
    } = {},
  ): Promise<Built & { customerId: number }> {
    const as = o.as ?? 'sales.rep';
    const customerId = o.customerId ?? (await customer({ as })).id;
    const res = await t.call('POST', '/merchant/sale/salesorder', {
      token: await token(as),
      body: salesOrderBody(customerId, o.lines, o.body),
    });
    const r = ok<{ Id: number; No: string; Version: number }>(res, 'sales order');
    return { id: r.Id, no: r.No, version: r.Version, customerId };
  }

  return {
    token,
    approve,
    salesOrder,
    customer,
    contact,
    inquiry,
    activeSupplierId,
    purchaseQuote,
    salesQuote,
    demand,
    purchaseRequest,
  };
}

export type Factories = ReturnType<typeof factories>;
