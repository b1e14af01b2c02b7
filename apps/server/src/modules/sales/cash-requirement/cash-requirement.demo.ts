import { D } from '@partdesk/shared/core/money';
import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { CASH_REQUIREMENT_REVIEW } from '@partdesk/shared/sales/cash-requirement/cash-requirement.codes';
import { asc, eq } from 'drizzle-orm';
import type { DemoFlowContext } from '../../../db/seed/registry.js';
import { invLot } from '../../inventory/index.js';

const BASE = '/merchant/sale/cashrequirement';

/**
 * Demo cash requirements XR, made through the routes (db/seed/demo-flows.ts): 12 requests of two
 * salespeople for parts of the demo's own lots (so "matching own stock" shows) and two parts nobody
 * stocks; the sales leader approves 8 and rejects 2 in the review queue (2 stay pending); purchasing
 * fulfils 2 of the approved and the salesperson closes 1.
 */
export async function runCashRequirementDemo(ctx: DemoFlowContext): Promise<void> {
  const lots = await ctx.app.ctx.db
    .selectDistinct({ mpn: invLot.mpn, brand: invLot.brand })
    .from(invLot)
    .where(eq(invLot.qcState, QC_STATE.passed))
    .orderBy(asc(invLot.mpn))
    .limit(10);
  const parts = [...lots, { mpn: 'ZZ-NOSTOCK-01', brand: 'TI' }, { mpn: 'ZZ-NOSTOCK-02', brand: 'ADI' }];
  const made: { id: number; account: string }[] = [];
  for (const [i, p] of parts.entries()) {
    const account = i % 2 ? 'sales.agent' : 'sales.rep';
    const r = await ctx.call<{ Id: number }>(account, 'POST', BASE, {
      Mpn: p.mpn,
      Brand: p.brand,
      Quantity: 100 * (i + 1),
      ...(i % 3 ? { TargetPrice: new D('0.15').mul(i + 1).toFixed(2), Currency: 'USD' } : {}),
      Remark: i % 4 ? '' : 'customer line-down, urgent',
    });
    made.push({ id: r.Id, account });
  }
  const queue = await ctx.call<{ Records: { Id: number; DocId: number }[] }>(
    'sales.leader',
    'POST',
    `/merchant/review/${CASH_REQUIREMENT_REVIEW}/Query`,
    { pageIndex: 1, pageSize: 100 },
  );
  const requestOf = (docId: number) => queue.Records.find((q) => q.DocId === docId)?.Id;
  const decide = async (action: 'approve' | 'reject', docs: typeof made) => {
    const Ids = docs.map((d) => requestOf(d.id)).filter((x): x is number => !!x);
    if (Ids.length)
      await ctx.call('sales.leader', 'PUT', `/merchant/review/${CASH_REQUIREMENT_REVIEW}/${action}`, {
        Ids,
        Comment: action === 'reject' ? 'use the spot supply on the existing order' : 'ok',
      });
  };
  await decide('approve', made.slice(0, 8));
  await decide('reject', made.slice(8, 10));
  const end = async (account: string, id: number, action: 'fulfil' | 'close', Reason: string) => {
    const d = await ctx.call<{ Version: number; Status: number }>(account, 'GET', `${BASE}/${id}`);
    if (d.Status === 2)
      await ctx.call(account, 'PUT', `${BASE}/${id}/${action}`, { Version: d.Version, Reason });
  };
  await end('buyer', made[0]!.id, 'fulfil', 'set aside from own stock');
  await end('buyer', made[1]!.id, 'fulfil', 'bought in');
  await end(made[2]!.account, made[2]!.id, 'close', 'customer no longer needs it');
}
