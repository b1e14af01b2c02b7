import { bankReceiptResource } from '@partdesk/shared/finance/bank-receipt/bank-receipt.resource';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerResource } from '../../../core/resource/index.js';
import { bankReceiptDocument } from './bank-receipt.document.js';
import { finBankReceipt as T } from './bank-receipt.table.js';

/** The wire columns of a row (list, export and detail), PascalCase in the select. */
export const bankReceiptColumns = {
  Id: T.id,
  No: T.no,
  TenantId: T.tenantId,
  AccountId: T.accountId,
  AccountName: sql<string | null>`(select a.name from base_account a where a.id = ${T.accountId})`,
  PayerName: T.payerName,
  Currency: T.currency,
  Amount: T.amount,
  ValueDate: T.valueDate,
  BankRef: T.bankRef,
  Remark: T.remark,
  status: T.status,
  Status: T.status,
  CustomerId: T.customerId,
  CustomerName: T.customerName,
  ClaimedBy: T.claimedBy,
  ClaimedByName: sql<string | null>`(select u.name from sys_user u where u.id = ${T.claimedBy})`,
  ClaimedAt: T.claimedAt,
  CreatedAt: T.createdAt,
  Version: T.version,
};

/**
 * POST /merchant/finance/bankreceipt/Query and /Export (finance/receipt/precollected): the kit list,
 * scoped by the document's one row rule (a salesperson: pending receipts and their own claims).
 */
export function registerBankReceiptList(app: FastifyInstance, access: { grantedBy: readonly string[] }) {
  return registerResource(app, bankReceiptResource, {
    from: T,
    access,
    tieBreaker: T.id,
    scopeWhere: bankReceiptDocument.visibleWhere,
    columns: bankReceiptColumns,
  });
}
