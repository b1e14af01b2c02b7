import type { BomRowLine } from '@partdesk/shared/bom/bom-rows';
import { bomMpnNorm, bomPartKey, cleanMpn } from '@partdesk/shared/bom/mpn-key';
import { translate } from '@partdesk/shared/i18n/index';
import type { Tx } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/app-error.js';
import { findOrCreatePart, matchBom } from '../../product/index.js';
import { parsePrice } from '../inquiry-access.js';
import { inqInquiryLine } from './inquiry.table.js';
import type { Env } from '../../../core/http/index.js';

/** A line as the client sends it (typed, or a line of the BOM import answer). */
export interface LineInput {
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  TargetPrice?: string | null;
  Currency?: string | null;
  Delivery: string;
  IsUrgent: boolean;
  CustomerPn: string;
  Description: string;
  Remark: string;
}

export const MAX_LINES = 2000;

/**
 * Resolves, merges and matches the lines with the product module's BOM engine (matchBom: customer PNs
 * through the customer's part list, brands by name or alias, packing variants merged, parts matched),
 * then creates the parts seen for the first time (findOrCreatePart, when the brand is known) and
 * inserts the lines numbered from `firstLineNo`. A customer PN the customer does not have on a line
 * without an MPN → 400 naming the line; nothing is written (the caller's transaction rolls back).
 */
export async function insertLines(
  tx: Tx,
  env: Env,
  inquiry: { id: number; customerId: number; currency: string },
  input: readonly LineInput[],
  firstLineNo = 1,
): Promise<number> {
  const rows: BomRowLine[] = input.map((l, i) => {
    const mpn = cleanMpn(l.Mpn);
    return {
      Row: i + 1,
      Mpn: mpn,
      MpnNorm: mpn ? bomMpnNorm(mpn) : '',
      PartKey: mpn ? bomPartKey(mpn) : '',
      Brand: l.Brand,
      Package: l.Package,
      DateCode: l.DateCode,
      Quantity: l.Quantity,
      TargetPrice: l.TargetPrice ? parsePrice(l.TargetPrice, 'TargetPrice', env.lang) : null,
      Currency: (l.Currency || null) as BomRowLine['Currency'],
      Delivery: l.Delivery,
      CustomerPn: l.CustomerPn,
      Description: l.Description,
      Remark: l.Remark,
    };
  });
  const matched = await matchBom(tx, inquiry.customerId, rows);
  const error = matched.issues.find((i) => i.Level === 'error');
  if (error) {
    const message = translate(env.lang, 'inquiry.customerPnUnknown', { pn: error.Value });
    throw badRequest('inquiry.lineInvalid', { line: error.Row, message }, 'CustomerPn');
  }
  const values = [];
  for (const [i, l] of matched.lines.entries()) {
    let partId = l.PartId;
    if (partId === null && l.BrandId !== null) {
      partId = (
        await findOrCreatePart(tx, { mpn: l.Mpn, brandId: l.BrandId, package: l.Package }, env.user.id)
      ).id;
    }
    values.push({
      inquiryId: inquiry.id,
      lineNo: firstLineNo + i,
      mpn: l.Mpn,
      mpnNorm: l.MpnNorm,
      partKey: l.PartKey,
      partId,
      brandId: l.BrandId,
      brand: l.BrandName,
      package: l.Package,
      dateCode: l.DateCode,
      quantity: l.Quantity,
      targetPrice: l.TargetPrice,
      currency: l.Currency ?? inquiry.currency,
      delivery: l.Delivery,
      isUrgent: l.Rows.some((r) => input[r - 1]?.IsUrgent),
      customerPn: l.CustomerPn,
      description: l.Description,
      remark: l.Remark,
      createdBy: env.user.id,
      updatedBy: env.user.id,
    });
  }
  for (let i = 0; i < values.length; i += 500)
    await tx.insert(inqInquiryLine).values(values.slice(i, i + 500));
  return values.length;
}
