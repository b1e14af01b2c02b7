import type { Lang } from '@partdesk/shared/i18n/index';
import { translate } from '@partdesk/shared/i18n/index';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';

/** One event of a customer's timeline (customertrade). */
export interface TradeEvent {
  /** The source that produced it (`crm.visit`, later `sales.order`, `finance.receipt`, …). */
  Source: string;
  /** What happened, a short code of the source (`created`, `visit`, `order`, `receipt`, …). */
  Kind: string;
  At: Date;
  DocNo: string;
  /** One line in the request language. */
  Title: string;
  /** Decimal string with its currency, when the event moves money. */
  Amount: string | null;
  Currency: string | null;
  UserId: number | null;
}

/**
 * A timeline source: later modules (inquiries, quotes, orders, receipts) register one from their
 * index.ts with `registerTradeSource`. `count` gives how many events the customer has; `latest` the
 * newest `limit` events, newest first. The timeline merges every source by time.
 */
export interface TradeSource {
  name: string;
  count(db: Executor, customerId: number): Promise<number>;
  latest(db: Executor, customerId: number, limit: number, lang: Lang): Promise<TradeEvent[]>;
}

const sources = new Map<string, TradeSource>();

export function registerTradeSource(s: TradeSource): void {
  sources.set(s.name, s);
}

export function unregisterTradeSource(name: string): void {
  sources.delete(name);
}

/** The deepest page the timeline serves (pageIndex × pageSize). */
export const TRADE_MAX_DEPTH = 5000;

/**
 * A page of the customer's timeline: every source's newest `pageIndex × pageSize` events merged and
 * sorted by time (newest first, ties by source name), then the page sliced; TotalCount = the sum of
 * the sources' counts.
 */
export async function customerTimeline(
  db: Executor,
  customerId: number,
  page: { pageIndex: number; pageSize: number },
  lang: Lang,
): Promise<{ Records: TradeEvent[]; TotalCount: number }> {
  const depth = Math.min(page.pageIndex * page.pageSize, TRADE_MAX_DEPTH);
  const all = [...sources.values()];
  const [counts, lists] = await Promise.all([
    Promise.all(all.map((s) => s.count(db, customerId))),
    Promise.all(all.map((s) => s.latest(db, customerId, depth, lang))),
  ]);
  const merged = lists
    .flat()
    .sort((a, b) => b.At.getTime() - a.At.getTime() || a.Source.localeCompare(b.Source));
  const start = (page.pageIndex - 1) * page.pageSize;
  return {
    Records: merged.slice(start, start + page.pageSize),
    TotalCount: counts.reduce((a, b) => a + b, 0),
  };
}

type Row = Record<string, unknown>;
const rowsOf = (r: unknown) => (r as { rows: Row[] }).rows;

/**
 * A source over one SQL query of `(kind, at, doc_no, detail, amount, currency, user_id)` and an optional
 * `source` column (else the source's name).
 */
function sqlSource(name: string, body: (customerId: number) => ReturnType<typeof sql>): TradeSource {
  return {
    name,
    async count(db, customerId) {
      const r = rowsOf(await db.execute(sql`select count(*)::int as n from (${body(customerId)}) e`));
      return Number(r[0]?.n ?? 0);
    },
    async latest(db, customerId, limit, lang) {
      const rows = rowsOf(
        await db.execute(sql`select * from (${body(customerId)}) e order by e.at desc limit ${limit}`),
      );
      return rows.map((r) => ({
        Source: r.source ? String(r.source) : name,
        Kind: String(r.kind),
        At: new Date(r.at as string),
        DocNo: String(r.doc_no ?? ''),
        Title: [translate(lang, `crmOps.trade.${r.kind}`), r.detail].filter(Boolean).join(' · '),
        Amount: (r.amount as string | null) ?? null,
        Currency: (r.currency as string | null) ?? null,
        UserId: (r.user_id as number | null) ?? null,
      }));
    },
  };
}

/** The CRM's own events: customer created, owner changes, level/credit changes, visits, balance movements. */
export function registerCrmTradeSources(): void {
  registerTradeSource(
    sqlSource(
      'crm.customer',
      (id) => sql`select 'created' as kind, c.created_at as at, c.code as doc_no, c.short_name as detail,
        null::text as amount, null::text as currency, c.created_by as user_id from crm_customer c where c.id = ${id}`,
    ),
  );
  registerTradeSource(
    sqlSource(
      'crm.owner',
      (id) => sql`select 'owner' as kind, e.at, '' as doc_no,
        concat_ws(' → ', coalesce((select u.name from sys_user u where u.id = e.from_owner_id), '—'),
                        coalesce((select u.name from sys_user u where u.id = e.to_owner_id), '—')) as detail,
        null::text as amount, null::text as currency, e.by_user_id as user_id
        from crm_pool_event e where e.customer_id = ${id}`,
    ),
  );
  registerTradeSource(
    sqlSource(
      'crm.change',
      (id) => sql`select 'level' as kind, l.created_at as at, '' as doc_no,
          concat(l.from_level, ' → ', l.to_level) as detail, null::text as amount, null::text as currency,
          l.created_by as user_id from crm_level_change l where l.customer_id = ${id}
        union all
        select 'credit', k.created_at, '', concat(k.from_limit, ' → ', k.to_limit), k.to_limit::text, k.currency,
          k.created_by from crm_credit_change k where k.customer_id = ${id}`,
    ),
  );
  registerTradeSource(
    sqlSource(
      'crm.visit',
      (
        id,
      ) => sql`select 'visit' as kind, coalesce(v.done_date::timestamptz, v.created_at) as at, v.no as doc_no,
        nullif(coalesce(nullif(v.result, ''), v.purpose), '') as detail, null::text as amount,
        null::text as currency, v.salesperson_id as user_id
        from crm_visit v where v.customer_id = ${id} and v.status <> 5`,
    ),
  );
  registerTradeSource(
    sqlSource(
      'crm.balance',
      // The balance's source documents (the money is on finance's ledger, decision 0026): movements
      // and approved balance refunds.
      (
        id,
      ) => sql`select 'balance' as kind, b.created_at as at, b.ref_no as doc_no, nullif(b.remark, '') as detail,
        b.amount::text as amount, b.currency, b.created_by as user_id
        from crm_balance_move b where b.customer_id = ${id}
        union all
        select 'balance', r.updated_at, r.no, nullif(r.reason, ''), (-r.amount)::text, r.currency, r.updated_by
        from crm_balance_refund r where r.customer_id = ${id} and r.ledger_id is not null`,
    ),
  );
  // Other modules' documents, recorded by the CRM's event subscribers (trade-subscriptions.ts); the
  // entry's document type is its Source (`inquiry`, `salesQuote`).
  registerTradeSource(
    sqlSource(
      'crm.entries',
      (id) => sql`select e.kind, e.at, e.doc_no, nullif(e.detail, '') as detail, e.amount::text as amount,
        e.currency, e.user_id, e.doc_type as source from crm_trade_entry e where e.customer_id = ${id}`,
    ),
  );
}
