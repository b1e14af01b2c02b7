import { AGE_BUCKET } from '@partdesk/shared/inventory/stock-summary/stock-summary.codes';
import { sql } from 'drizzle-orm';
import { invLot } from '../ledger/stock-ledger.table.js';

/**
 * The value rules of the stock reports (decision 0029), written once and used by the list, the
 * grouped summary and the statistics.
 *
 * A lot's value at cost in CNY = round(on hand × unit cost × rate to CNY locked at receipt, 2), in SQL
 * numeric (never a float); a group's value is the Σ of its lots' rounded values, so the list adds up to
 * the summary to the cent.
 */
export const LOT_VALUE_CNY = sql<string>`round(${invLot.onHand}::numeric * ${invLot.unitCost} * ${invLot.rateToCny}, 2)`;

/**
 * The age bucket of a lot on the current date: months since received 0–3, 3–6, 6–12, > 12; a lot
 * exactly 3 months old is in 3–6 (the lower bound belongs to the older bucket).
 */
export const AGE_BUCKET_SQL = sql<number>`(case
  when ${invLot.receivedOn} > current_date - interval '3 months' then ${sql.raw(String(AGE_BUCKET.upTo3))}
  when ${invLot.receivedOn} > current_date - interval '6 months' then ${sql.raw(String(AGE_BUCKET.upTo6))}
  when ${invLot.receivedOn} > current_date - interval '12 months' then ${sql.raw(String(AGE_BUCKET.upTo12))}
  else ${sql.raw(String(AGE_BUCKET.over12))} end)`.mapWith(Number);
