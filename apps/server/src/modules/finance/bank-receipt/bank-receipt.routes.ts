import {
  BANK_RECEIPT_MENU,
  BANK_RECEIPT_RECORD,
} from '@partdesk/shared/finance/bank-receipt/bank-receipt.codes';
import {
  bankReceiptClaimBody,
  bankReceiptCreateBody,
} from '@partdesk/shared/finance/bank-receipt/bank-receipt.contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { type Env, ok, requestEnv } from '../../../core/http/index.js';
import { bankReceiptColumns, registerBankReceiptList } from './bank-receipt.list.js';
import { loadBankReceipt } from './bank-receipt.queries.js';
import { finBankReceipt } from './bank-receipt.table.js';
import { claimBankReceipt } from './use-cases/claim-bank-receipt.js';
import { createBankReceipt } from './use-cases/create-bank-receipt.js';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts; decision 0050). */
export const BANK_RECEIPT_ACCESS = {
  list: { grantedBy: [BANK_RECEIPT_MENU] },
  record: { grantedBy: [BANK_RECEIPT_RECORD] },
  claim: { grantedBy: [BANK_RECEIPT_MENU] },
} as const;

const tags = ['finance'];

/** One receipt as the list shows it (the row rule decides whether the caller may see it). */
async function bankReceiptDetail(e: Env, id: number) {
  const row = await loadBankReceipt(e.app.db, e.user, id);
  const [view] = await e.app.db
    .select(bankReceiptColumns)
    .from(finBankReceipt)
    .where(eq(finBankReceipt.id, row.id));
  return ok(view);
}

/**
 * /merchant/finance/bankreceipt: list (kit), detail, record (finance), claim (a salesperson for their
 * customer) — thin: parse, call the use case, answer.
 */
export const bankReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerBankReceiptList(app, BANK_RECEIPT_ACCESS.list);

  app.get(
    '/merchant/finance/bankreceipt/:id',
    {
      config: { access: BANK_RECEIPT_ACCESS.list },
      schema: { tags, summary: 'One bank receipt', params: docIdParam },
    },
    (req) => bankReceiptDetail(env(req), req.params.id),
  );
  app.post(
    '/merchant/finance/bankreceipt',
    {
      config: { access: BANK_RECEIPT_ACCESS.record },
      schema: { tags, summary: 'Record money that arrived (pending claim)', body: bankReceiptCreateBody },
    },
    async (req) => {
      const row = await createBankReceipt(env(req), req.body);
      return ok({ Id: row.id, No: row.no, Version: row.version });
    },
  );
  app.put(
    '/merchant/finance/bankreceipt/:id/claim',
    {
      config: { access: BANK_RECEIPT_ACCESS.claim },
      schema: {
        tags,
        summary: 'Claim a pending receipt for one of your customers',
        params: docIdParam,
        body: bankReceiptClaimBody,
      },
    },
    async (req) => {
      const row = await claimBankReceipt(env(req), req.params.id, req.body);
      return ok({ Id: row.id, No: row.no, Version: row.version });
    },
  );
};
