import { eq, sql } from 'drizzle-orm';
import { rows } from '../../../core/db/index.js';
import { badRequest, type Env } from '../../../core/http/index.js';
import { purChannelList } from './channel.table.js';

/** Deletes one imported list and its rows (cascade); 400 `Id` when there is none. */
export async function deleteChannelList(env: Env, id: number) {
  const gone = await env.app.db
    .delete(purChannelList)
    .where(eq(purChannelList.id, id))
    .returning({ id: purChannelList.id, supplierId: purChannelList.supplierId });
  if (!gone.length) throw badRequest('purchase.channel.listUnknown', undefined, 'Id');
  return { Id: id, SupplierId: gone[0]?.supplierId };
}

/**
 * "Quote from this" (decision 0044): what a purchase quote on an open inquiry line is prefilled with
 * from one stock row. Purchasing may not read inquiries (module order), so the web opens the existing
 * new-purchasequote form (which picks the open RFQ-library line by MPN) with these values as query
 * parameters: supplier, MPN, brand, package, D/C, quantity, price, currency. 400 `Id` when unknown.
 */
export async function quotePrefill(env: Env, id: number) {
  const [r] = rows<Record<string, unknown>>(
    await env.app.db.execute(sql`
      select s.id as "StockId", s.supplier_id as "SupplierId", p.name as "SupplierName", s.mpn as "Mpn",
             s.mpn_key as "MpnKey", s.brand_id as "BrandId", coalesce(b.name, s.brand) as "Brand",
             s.package as "Package", s.date_code as "DateCode", s.quantity as "Quantity",
             s.price::text as "Price", s.currency as "Currency", s.lead_time as "LeadTime",
             s.region as "Region"
      from pur_channel_stock s
      join pur_supplier p on p.id = s.supplier_id
      left join product_brand b on b.id = s.brand_id
      where s.id = ${id}`),
  );
  if (!r) throw badRequest('purchase.channel.stockUnknown', undefined, 'Id');
  return r;
}
