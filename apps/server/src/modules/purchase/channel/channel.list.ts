import {
  channelListResource,
  channelStockResource,
} from '@partdesk/shared/purchase/channel/channel.resource';
import { channelSearchKey } from '@partdesk/shared/purchase/channel/channel.fields';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Access } from '../../../core/access/access.js';
import { registerResource } from '../../../core/resource/index.js';
import { purSupplier } from '../supplier/supplier.table.js';
import { purChannelList as l, purChannelStock as s } from './channel.table.js';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The `%…%` pattern the list layer built, back to the text typed. */
const typed = (pattern: unknown) => String(pattern).slice(1, -1).replace(/\\(.)/g, '$1');

/**
 * POST /merchant/product/internationalinventory/Query and /Export (the search: MPN by the normalised
 * key's prefix on the text_pattern_ops index, brand as written or the master's name, D/C within N
 * years, min quantity, max price, region, supplier) and POST /merchant/purchase/channelinventory/Query
 * (the lists per supplier). Every holder sees every row (`scope: 'none'`, decision 0044): stock lists
 * are shared sourcing data; only the supplier's name and grade are shown.
 */
export async function registerChannelLists(app: FastifyInstance, access: { lists: Access; search: Access }) {
  await registerResource(app, channelStockResource, {
    from: s,
    joins: sql`join pur_supplier sup on sup.id = ${s.supplierId} left join product_brand pb on pb.id = ${s.brandId}`,
    access: access.search,
    tieBreaker: s.id,
    scope: 'none',
    columns: {
      Id: s.id,
      Mpn: s.mpn,
      Brand: sql<string>`coalesce(pb.name, ${s.brand})`,
      Package: s.package,
      DateCode: s.dateCode,
      Quantity: s.quantity,
      Price: s.price,
      Currency: s.currency,
      Region: s.region,
      Moq: s.moq,
      LeadTime: s.leadTime,
      SupplierId: s.supplierId,
      SupplierName: sql<string>`sup.name`,
      SupplierGrade: sql<string | null>`sup.grade`,
      ImportedAt: s.importedAt,
      BrandRaw: s.brand,
    },
    sortBy: { Mpn: s.mpnKey },
    filterBy: {
      Mpn: (p) => sql`${s.mpnKey} like ${`${escapeLike(channelSearchKey(typed(p)))}%`}`,
      Brand: (p) =>
        sql`(${s.brand} ilike ${p} or exists (select 1 from product_brand b where b.id = ${s.brandId} and b.name ilike ${p}))`,
      DcAge: (v) => sql`${s.dcYear} >= extract(year from now())::int - ${Number(v)}`,
      MinQty: (v) => sql`${s.quantity} >= ${Number(v)}`,
      MaxPrice: (v) => sql`${s.price} <= ${String(v)}::numeric`,
      Region: (p) => sql`${s.region} ilike ${p}`,
      SupplierName: (p) =>
        sql`exists (select 1 from pur_supplier x where x.id = ${s.supplierId} and x.name ilike ${p})`,
    },
  });
  await registerResource(app, channelListResource, {
    from: l,
    joins: sql`join ${purSupplier} sup2 on sup2.id = ${l.supplierId}`,
    access: access.lists,
    tieBreaker: l.id,
    scope: 'none',
    columns: {
      Id: l.id,
      SupplierId: l.supplierId,
      SupplierName: sql<string>`sup2.name`,
      FileName: l.fileName,
      Mode: l.mode,
      ImportedRows: l.importedRows,
      RejectedRows: l.rejectedRows,
      Rows: sql<number>`(select count(*)::int from pur_channel_stock x where x.list_id = ${l.id})`,
      CreatedByName: sql<string | null>`(select u.name from sys_user u where u.id = ${l.createdBy})`,
      ImportedAt: l.createdAt,
    },
    filterBy: {
      SupplierName: (p) =>
        sql`exists (select 1 from pur_supplier x where x.id = ${l.supplierId} and x.name ilike ${p})`,
    },
  });
}
