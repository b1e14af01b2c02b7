import { D } from '@partdesk/shared/core/money';
import { COST_DECIMALS } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { isLotDateCode } from '@partdesk/shared/inventory/ledger/lot.rules';
import {
  STOCK_CHECK_DOC,
  STOCK_CHECK_EDITABLE,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import type {
  StockCheckLineInput,
  StockCheckUpdate,
} from '@partdesk/shared/inventory/stock-check/stock-check.contract';
import { isCountQty } from '@partdesk/shared/inventory/stock-check/stock-check.rules';
import type { Lang } from '@partdesk/shared/i18n/index';
import { and, eq, inArray, max, sql } from 'drizzle-orm';
import { recordHistory, updateVersioned } from '../../../../core/documents/index.js';
import { badRequest, conflict, type Env, fieldError } from '../../../../core/http/index.js';
import { requireRateOn } from '../../../finance/index.js';
import { invLot } from '../../ledger/stock-ledger.table.js';
import { loadStockCheck } from '../stock-check.queries.js';
import { invStockCheck, invStockCheckLine } from '../stock-check.table.js';

/** A found-stock line's goods and cost, checked: MPN required, counted > 0, a D/C the parser reads, cost ≥ 0 (6 decimals), a currency with a rate. */
function checkFound(l: StockCheckLineInput, lang: Lang): void {
  if (!l.Mpn) throw fieldError('errors.fieldRequired', 'Mpn', lang);
  if (l.CountedQty <= 0) throw fieldError('inventory.foundPositive', 'CountedQty', lang);
  if (l.DateCode && !isLotDateCode(l.DateCode))
    throw fieldError('inventory.dateCodeInvalid', 'DateCode', lang, { value: l.DateCode });
  if (!l.Currency) throw fieldError('errors.fieldRequired', 'Currency', lang);
  let cost: InstanceType<typeof D>;
  try {
    cost = new D(l.UnitCost ?? '');
  } catch {
    throw fieldError('errors.fieldInvalid', 'UnitCost', lang);
  }
  if (!cost.isFinite()) throw fieldError('errors.fieldInvalid', 'UnitCost', lang);
  if (cost.isNeg()) throw fieldError('inventory.notNegative', 'UnitCost', lang);
  if (cost.decimalPlaces() > COST_DECIMALS)
    throw fieldError('inventory.costDecimals', 'UnitCost', lang, { max: COST_DECIMALS });
}

const foundValues = (l: StockCheckLineInput) => ({
  mpn: l.Mpn ?? '',
  brand: l.Brand ?? '',
  package: l.Package ?? '',
  dateCode: l.DateCode ?? '',
  unitCost: l.UnitCost ?? '0',
  currency: l.Currency ?? 'CNY',
  countedQty: l.CountedQty,
});

/**
 * PUT /merchant/inventory/stockcheck/:id — the counter saves the counts at the version read (draft or
 * rejected only: 409 inventory.checkNotEditable otherwise). Every counted quantity is a whole number ≥ 0
 * (400 naming CountedQty); book lines take their count and their book quantity is taken again from the
 * lot now (the count and its book belong to the same moment, decision 0027); found-stock lines are added,
 * changed or — when left out — removed. One transaction: a refusal writes nothing.
 */
export async function saveStockCheckCounts(env: Env, id: number, input: StockCheckUpdate) {
  const { app, user, lang } = env;
  return app.db.transaction(async (tx) => {
    const sheet = await loadStockCheck(tx, user, id, true);
    if (!STOCK_CHECK_EDITABLE.includes(sheet.status))
      throw conflict('inventory.checkNotEditable', { no: sheet.no });
    const existing = await tx.select().from(invStockCheckLine).where(eq(invStockCheckLine.checkId, id));
    const byId = new Map(existing.map((l) => [l.id, l]));
    for (const l of input.Lines) {
      if (!isCountQty(l.CountedQty)) throw fieldError('inventory.countWhole', 'CountedQty', lang);
      if (l.Id !== undefined && !byId.has(l.Id))
        throw badRequest('inventory.checkLineUnknown', { line: l.Id, no: sheet.no }, 'Lines');
      if (l.Id === undefined || byId.get(l.Id)!.found === 1) checkFound(l, lang);
    }
    const today = app.clock.now().toISOString().slice(0, 10);
    for (const c of new Set(
      input.Lines.filter((l) => l.Id === undefined || byId.get(l.Id)!.found === 1).map((l) => l.Currency!),
    ))
      await requireRateOn(tx, c, today);
    const { version } = await updateVersioned(tx, invStockCheck, id, input.Version, {
      ...(input.Remark !== undefined ? { remark: input.Remark } : {}),
      updatedBy: user.id,
    });
    const kept = new Set<number>();
    for (const l of input.Lines) {
      if (l.Id === undefined) continue;
      kept.add(l.Id);
      const line = byId.get(l.Id)!;
      await tx
        .update(invStockCheckLine)
        .set(line.found === 1 ? foundValues(l) : { countedQty: l.CountedQty })
        .where(eq(invStockCheckLine.id, l.Id));
    }
    const dropped = existing.filter((l) => l.found === 1 && !kept.has(l.id)).map((l) => l.id);
    if (dropped.length) await tx.delete(invStockCheckLine).where(inArray(invStockCheckLine.id, dropped));
    const added = input.Lines.filter((l) => l.Id === undefined);
    if (added.length) {
      const [top] = await tx
        .select({ n: max(invStockCheckLine.lineNo) })
        .from(invStockCheckLine)
        .where(eq(invStockCheckLine.checkId, id));
      const from = top?.n ?? 0;
      await tx
        .insert(invStockCheckLine)
        .values(added.map((l, i) => ({ checkId: id, lineNo: from + i + 1, found: 1, ...foundValues(l) })));
    }
    // The book of each lot line is taken again with the counts (decision 0027).
    await tx
      .update(invStockCheckLine)
      .set({
        bookQty: sql`(select ${invLot.onHand} from ${invLot} where ${invLot.id} = ${invStockCheckLine.lotId})`,
      })
      .where(and(eq(invStockCheckLine.checkId, id), eq(invStockCheckLine.found, 0)));
    await recordHistory(tx, {
      type: STOCK_CHECK_DOC,
      docId: id,
      docNo: sheet.no,
      tenantId: sheet.tenantId,
      action: 'update',
      changes: {},
      userId: user.id,
    });
    return { Id: id, Version: version };
  });
}
