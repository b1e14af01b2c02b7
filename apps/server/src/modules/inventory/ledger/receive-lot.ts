import {
  COST_DECIMALS,
  MOVE_KIND,
  type MoveKind,
  QC_STATE,
  type QcState,
} from '@partdesk/shared/inventory/ledger/ledger.codes';
import { D } from '@partdesk/shared/core/money';
import { isLotDateCode } from '@partdesk/shared/inventory/ledger/lot.rules';
import type { Tx } from '../../../core/db/client.js';
import { fieldError } from '../../../core/http/index.js';
import { rulePrice } from '../cash-price/cash-price.queries.js';
import { type PostBy, postStockMoves } from './post-stock-moves.js';
import { invLot } from './stock-ledger.table.js';

/** The goods of a new lot and where they come from (an inbound line, an opening-stock line…). */
export interface LotInput {
  tenantId: number;
  partId?: number | null;
  mpn: string;
  brand?: string;
  package?: string;
  dateCode?: string;
  lotNo?: string;
  coo?: string;
  msl?: string;
  warehouseId: number;
  zoneId?: number | null;
  locationId?: number | null;
  /** Decimal string, ≥ 0, at most 6 decimals, in `currency`. */
  unitCost: string;
  currency: string;
  /** The rate to CNY of the receipt date (locked on the lot). */
  rateToCny: string;
  sourceDocType: string;
  sourceDocId: number;
  sourceLineId: number;
  receivedOn: string;
  qcState?: QcState;
  /** The sale price of own stock; absent (or null): the cash price rules give it (decision 0028). */
  cashPrice?: string | null;
}

function decimal(v: string, field: string, lang: PostBy['lang'], positive: boolean): void {
  let d: InstanceType<typeof D>;
  try {
    d = new D(v);
  } catch {
    throw fieldError('errors.fieldInvalid', field, lang);
  }
  if (!d.isFinite()) throw fieldError('errors.fieldInvalid', field, lang);
  if (positive ? !d.gt(0) : d.isNeg())
    throw fieldError(positive ? 'inventory.positive' : 'inventory.notNegative', field, lang);
  if (d.decimalPlaces() > COST_DECIMALS)
    throw fieldError('inventory.costDecimals', field, lang, { max: COST_DECIMALS });
}

/**
 * Opens a lot and posts its inbound move of `qty` (one transaction: the lot never exists without the
 * move that filled it). QC state defaults to quarantine: the stock is on hand but not available until
 * the quality check passes it. Without a cash price from the caller the cash price rules give it
 * (`rulePrice`; none applies: left null). `opts.kind`: the move that opens it when it is not a receipt (a stock
 * check's found stock opens its lot with a + adjustment, decision 0027); `opts.at`: its time (seeds).
 */
export async function receiveLot(
  tx: Tx,
  by: PostBy,
  lot: LotInput,
  qty: number,
  opts: { kind?: MoveKind; at?: Date } = {},
): Promise<{ lotId: number; moveId: number }> {
  if (lot.dateCode && !isLotDateCode(lot.dateCode))
    throw fieldError('inventory.dateCodeInvalid', 'DateCode', by.lang, { value: lot.dateCode });
  decimal(lot.unitCost, 'UnitCost', by.lang, false);
  decimal(lot.rateToCny, 'Rate', by.lang, true);
  if (lot.cashPrice != null) decimal(lot.cashPrice, 'CashPrice', by.lang, false);
  const cashPrice =
    lot.cashPrice ??
    (
      await rulePrice(tx, {
        brand: lot.brand ?? '',
        unitCost: lot.unitCost,
        rateToCny: lot.rateToCny,
        receivedOn: lot.receivedOn,
      })
    ).cashPrice;
  const [row] = await tx
    .insert(invLot)
    .values({
      ...lot,
      cashPrice,
      qcState: lot.qcState ?? QC_STATE.quarantine,
      createdBy: by.userId,
      updatedBy: by.userId,
    })
    .returning({ id: invLot.id });
  const [moveId] = await postStockMoves(tx, by, [
    {
      lotId: row!.id,
      qty,
      kind: opts.kind ?? MOVE_KIND.inbound,
      docType: lot.sourceDocType,
      docId: lot.sourceDocId,
      docLineId: lot.sourceLineId,
      ...(opts.at ? { at: opts.at } : {}),
    },
  ]);
  return { lotId: row!.id, moveId: moveId! };
}
