import { paymentOrderResource } from '@partdesk/shared/purchase/payment-order/payment-order.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { paymentOrderDocument } from './payment-order.document.js';
import { purPaymentOrder as T } from './payment-order.table.js';

const orderNos = sql<
  string | null
>`(select string_agg(l.order_no, ', ' order by l.line_no) from pur_payment_order_line l where l.payment_id = pur_payment_order.id)`;

/** The wire columns of a row (list, export and the detail header), PascalCase in the select. */
export const paymentOrderColumns = {
  Id: T.id,
  No: T.no,
  Kind: T.kind,
  SupplierId: T.supplierId,
  SupplierName: sql<string | null>`(select s.name from pur_supplier s where s.id = ${T.supplierId})`,
  OrderNos: orderNos,
  Currency: T.currency,
  Amount: T.amount,
  BankId: T.bankId,
  BankName: T.bankName,
  AccountName: T.accountName,
  AccountNo: T.accountNo,
  SwiftCode: T.swiftCode,
  Remark: T.remark,
  status: T.status,
  Status: T.status,
  ReviewComment: T.reviewComment,
  PaidOn: T.paidOn,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/**
 * POST /merchant/purchase/paymentorder/Query and /Export (purchase/payment-order, finance's payment
 * screen): the kit list, scoped by the document's one row rule.
 */
export function registerPaymentOrderList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, paymentOrderResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: paymentOrderDocument.visibleWhere,
    columns: paymentOrderColumns,
    filterBy: {
      SupplierName: (v) =>
        sql`exists (select 1 from pur_supplier s where s.id = ${T.supplierId} and s.name ilike ${v})`,
      OrderNos: (v) =>
        sql`exists (select 1 from pur_payment_order_line l where l.payment_id = pur_payment_order.id and l.order_no ilike ${v})`,
    },
  });
}
