import { QC_STATE } from '@partdesk/shared/inventory/ledger/ledger.codes';
import { cashRequirementResource } from '@partdesk/shared/sales/cash-requirement/cash-requirement.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { cashRequirementDocument } from './cash-requirement.document.js';
import { salesCashRequirement as T } from './cash-requirement.table.js';

/**
 * The wire columns of a row (list, export and detail), PascalCase in the select. `MatchingStock`: the
 * available own stock of the part — Σ (on hand − reserved) over its passed-QC lots, the same figure as
 * inventory's `stockOfPart(...).Available`, matched on the MPN (upper case, no spaces).
 */
export const cashRequirementColumns = {
  Id: T.id,
  No: T.no,
  Mpn: T.mpn,
  Brand: T.brand,
  Package: T.package,
  DateCode: T.dateCode,
  Quantity: T.quantity,
  TargetPrice: T.targetPrice,
  Currency: T.currency,
  CustomerId: T.customerId,
  CustomerName: sql<string | null>`(select c.short_name from crm_customer c where c.id = ${T.customerId})`,
  RequiredDate: T.requiredDate,
  Remark: T.remark,
  CloseReason: T.closeReason,
  Status: T.status,
  MatchingStock: sql<number>`(select coalesce(sum(l.on_hand - l.reserved), 0)::int from inv_lot l
    where upper(replace(l.mpn, ' ', '')) = ${T.mpn} and l.qc_state = ${QC_STATE.passed})`,
  OwnerId: T.ownerId,
  OwnerName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.ownerId})`,
  TenantId: T.tenantId,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/** POST /merchant/sale/cashrequirement/Query and /Export: the kit list, scoped by the document's one row rule. */
export function registerCashRequirementList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, cashRequirementResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: cashRequirementDocument.visibleWhere,
    columns: cashRequirementColumns,
  });
}
