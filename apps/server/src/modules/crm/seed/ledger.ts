import { LEDGER_KIND } from '../crm-codes.js';
import { pick, type Rng } from './names.js';

export interface LedgerDraft {
  tenantId: number;
  customerId: number;
  currency: string;
  /** Signed decimal string, 2 places. */
  amount: string;
  kind: number;
  docType: string;
  docNo: string;
  remark: string;
  createdAt: string;
  createdBy: number | null;
}

export interface LedgerCustomer {
  id: number;
  tenantId: number;
  currency: string;
  ownerId: number | null;
  createdAt: string;
}

const DAY = 86_400_000;
const KINDS_AFTER_FIRST = [
  LEDGER_KIND.payment,
  LEDGER_KIND.payment,
  LEDGER_KIND.cancelRefund,
  LEDGER_KIND.refund,
  LEDGER_KIND.balanceRefund,
  LEDGER_KIND.adjustment,
  LEDGER_KIND.recharge,
] as number[];
const DOC_OF_KIND: Record<number, [string, string]> = {
  [LEDGER_KIND.recharge]: ['CZ', '客户预付款充值 / prepayment by wire'],
  [LEDGER_KIND.payment]: ['PI', '余额抵扣订单货款'],
  [LEDGER_KIND.refund]: ['TK', '售后退款转入余额'],
  [LEDGER_KIND.cancelRefund]: ['PI', '已收款订单取消，货款转入余额'],
  [LEDGER_KIND.balanceRefund]: ['YT', '余额退款（客户申请，财务已付）'],
  [LEDGER_KIND.adjustment]: ['', '汇差 / 尾差调整'],
};

/** `YYMMDD` on China time, as the document numbers use it. */
function day(t: number): string {
  const d = new Date(t + 8 * 3_600_000);
  return `${String(d.getUTCFullYear() % 100).padStart(2, '0')}${String(d.getUTCMonth() + 1).padStart(2, '0')}${String(d.getUTCDate()).padStart(2, '0')}`;
}
const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/**
 * Balance movements for some transacting customers: a recharge first, then payments, refunds,
 * cancelled-order credits, balance refunds and adjustments in date order. Amounts are cents, so the
 * running balance of every customer and currency stays ≥ 0 by construction.
 */
export function generateLedger(
  rng: Rng,
  customers: LedgerCustomer[],
  finance: number[],
  now: number,
): LedgerDraft[] {
  const rows: LedgerDraft[] = [];
  const seq = new Map<string, number>();
  const docNo = (prefix: string, t: number) => {
    if (!prefix) return '';
    // One series per prefix and day across the companies, as core's numbering (decision 0014).
    const key = `${prefix}|${day(t)}`;
    const n = (seq.get(key) ?? 0) + 1;
    seq.set(key, n);
    // Far above what the document series of the same day will draw in the demo (9000+).
    return `${prefix}${day(t)}${String(9000 + n)}`;
  };
  for (const c of customers) {
    const unit = c.currency === 'CNY' || c.currency === 'HKD' ? 7 : 1;
    const start = Math.max(Date.parse(c.createdAt), now - 300 * DAY);
    const events = 1 + Math.floor(rng() * 5);
    const times = Array.from({ length: events + 1 }, () => start + Math.floor(rng() * (now - start))).sort(
      (a, b) => a - b,
    );
    let balance = 0;
    times.forEach((t, k) => {
      const recharge = () => Math.round((500 + rng() * 19_500) * unit) * 100;
      let kind: number = k === 0 ? LEDGER_KIND.recharge : pick(rng, KINDS_AFTER_FIRST);
      if ((kind === LEDGER_KIND.payment || kind === LEDGER_KIND.balanceRefund) && balance < 100)
        kind = LEDGER_KIND.recharge;
      let cents: number;
      if (kind === LEDGER_KIND.recharge) cents = recharge();
      else if (kind === LEDGER_KIND.payment || kind === LEDGER_KIND.balanceRefund)
        cents = -Math.max(1, Math.floor(balance * (0.2 + rng() * 0.7)));
      else if (kind === LEDGER_KIND.adjustment)
        cents = rng() < 0.5 && balance > 500 ? -(1 + Math.floor(rng() * 499)) : 1 + Math.floor(rng() * 999);
      else cents = Math.round((100 + rng() * 4_900) * unit) * 100 + Math.floor(rng() * 100);
      balance += cents;
      const [prefix, remark] = DOC_OF_KIND[kind]!;
      const byFinance = kind !== LEDGER_KIND.payment || c.ownerId === null;
      rows.push({
        tenantId: c.tenantId,
        customerId: c.id,
        currency: c.currency,
        amount: money(cents),
        kind,
        docType: prefix,
        docNo: docNo(prefix, t),
        remark,
        createdAt: new Date(t).toISOString(),
        createdBy: byFinance ? (finance.length ? pick(rng, finance) : null) : c.ownerId,
      });
    });
  }
  return rows;
}
