import {
  receiptResource,
  warehousingApprovalResource,
} from '@partdesk/shared/purchase/receipt/receipt.resource';
import { RECEIPT_STATUS } from '@partdesk/shared/purchase/receipt/receipt.codes';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../../core/db/client.js';
import { registerResource } from '../../../core/resource/index.js';
import { receiptDocument } from './receipt.document.js';
import { purReceipt as T } from './receipt.table.js';

/** Lines of the note with no inspection submitted yet. */
const pendingLines = sql<number>`(select count(*)::int from pur_receipt_line l where l.receipt_id = "pur_receipt"."id"
  and not exists (select 1 from pur_inspection j where j.receipt_line_id = l.id))`;

/** The wire columns of a row (list, export and the detail header), PascalCase in the select. */
export const receiptColumns = {
  Id: T.id,
  No: T.no,
  OrderId: T.orderId,
  OrderNo: sql<string>`(select o.no from pur_order o where o.id = ${T.orderId})`,
  SupplierId: T.supplierId,
  SupplierName: sql<string | null>`(select s.name from pur_supplier s where s.id = ${T.supplierId})`,
  Quantity: sql<number>`(select coalesce(sum(l.quantity), 0)::int from pur_receipt_line l where l.receipt_id = "pur_receipt"."id")`,
  Pending: pendingLines,
  Status: T.status,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  Remark: T.remark,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/** What awaits warehousing approval: notes in quarantine with a line not yet inspected (decision 0040). */
const awaiting = and(eq(T.status, RECEIPT_STATUS.inspecting), sql`${pendingLines} > 0`);

/** WarehousingApprovalCount (`/purchase/warehousing-approval`): the rows of that list. */
export async function warehousingApprovalCount({ db }: { db: Executor }): Promise<number> {
  const [r] = await db.select({ n: count() }).from(T).where(awaiting);
  return r?.n ?? 0;
}

/** POST /merchant/purchase/receipt/Query · /Export and /merchant/purchase/warehousingapproval/Query · /Export. */
export async function registerReceiptLists(
  app: FastifyInstance,
  access: { list: { grantedBy: readonly string[] }; approval: { grantedBy: readonly string[] } },
) {
  const filterBy = {
    OrderNo: (v: unknown) =>
      sql`exists (select 1 from pur_order o where o.id = ${T.orderId} and o.no ilike ${v})`,
    SupplierName: (v: unknown) =>
      sql`exists (select 1 from pur_supplier s where s.id = ${T.supplierId} and s.name ilike ${v})`,
  };
  await registerResource(app, receiptResource, {
    from: T,
    access: access.list,
    tieBreaker: T.id,
    scopeWhere: receiptDocument.visibleWhere,
    columns: receiptColumns,
    filterBy,
  });
  await registerResource(app, warehousingApprovalResource, {
    from: T,
    access: access.approval,
    tieBreaker: T.id,
    scopeWhere: (user) => and(receiptDocument.visibleWhere(user), awaiting),
    columns: receiptColumns,
    filterBy,
  });
}
