import { D } from '@partdesk/shared/core/money';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { notFound } from '../../../core/http/app-error.js';
import { ACCOUNT, PARTY_KIND } from '@partdesk/shared/finance/ledger/ledger.codes';
import { balanceOf } from '../../finance/index.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * An "open receivables" provider, for exposure that is not on finance's ledger yet (receivables on the
 * ledger are read directly, decision 0026): a later module (sales orders, shipments, receipts) tells the CRM how
 * much a customer still owes in a currency — shipped or invoiced and not yet received. It answers a
 * decimal string (≥ 0, the customer's currency when `currency` is that one). Registered once per
 * process from the module's index.ts: `registerReceivableProvider({ name, openReceivables })`.
 */
export interface ReceivableProvider {
  name: string;
  openReceivables(db: Executor, customerId: number, currency: string): Promise<string>;
}

const providers = new Map<string, ReceivableProvider>();

/** Registers (or replaces, by name) a provider of open receivables. */
export function registerReceivableProvider(p: ReceivableProvider): void {
  providers.set(p.name, p);
}

/** Removes a provider (tests). */
export function unregisterReceivableProvider(name: string): void {
  providers.delete(name);
}

export interface RemainingCredit {
  currency: string;
  /** Decimal strings, 2 places. */
  limit: string;
  openReceivables: string;
  remaining: string;
}

/**
 * Remaining credit = the customer's credit limit − open receivables: the customer's receivable balance
 * on finance's money ledger (decision 0026) plus what any registered provider reports (exposure not yet
 * on the ledger, e.g. orders not yet billed; none yet). The limit is in the customer's currency; a `currency` other
 * than the customer's has no limit (0) and only its receivables. Can be negative (over the limit):
 * the shipment review (deliver-audit) compares an amount against it.
 */
export async function remainingCredit(
  db: Executor,
  customerId: number,
  currency?: string,
): Promise<RemainingCredit> {
  const [c] = await db
    .select({ limit: crmCustomer.creditLimit, currency: crmCustomer.currency })
    .from(crmCustomer)
    .where(eq(crmCustomer.id, customerId));
  if (!c) throw notFound();
  const cur = (currency ?? c.currency).toUpperCase();
  const limit = new D(cur === c.currency ? c.limit : '0');
  // The customer's receivable on finance's ledger (every owner company), then any provider's extra.
  let open = new D(
    await balanceOf(db, {
      partyKind: PARTY_KIND.customer,
      partyId: customerId,
      account: ACCOUNT.receivable,
      currency: cur,
    }),
  );
  for (const p of providers.values()) open = open.plus(await p.openReceivables(db, customerId, cur));
  return {
    currency: cur,
    limit: limit.toFixed(2),
    openReceivables: open.toFixed(2),
    remaining: limit.minus(open).toFixed(2),
  };
}
