import {
  STOCK_CHECK_DETAIL_MENU,
  STOCK_CHECK_MENU,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import {
  stockCheckCreateBody,
  stockCheckUpdateBody,
  stockCheckVersionBody,
} from '@partdesk/shared/inventory/stock-check/stock-check.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { ok } from '../../../core/http/envelope.js';
import { type Env, notFound, requestEnv } from '../../../core/http/index.js';
import { invLot } from '../ledger/stock-ledger.table.js';
import { registerStockCheckList } from './stock-check.list.js';
import { loadStockCheck, lotMoves, stockCheckDetail } from './stock-check.queries.js';
import { createStockCheck } from './use-cases/create-stock-check.js';
import { saveStockCheckCounts } from './use-cases/save-stock-check-counts.js';
import { submitStockCheck } from './use-cases/submit-stock-check.js';
import { eq } from 'drizzle-orm';

/** Route access (menu codes of packages/shared/src/access/menu-tree.ts). */
export const STOCK_CHECK_ACCESS = {
  list: { grantedBy: [STOCK_CHECK_MENU, STOCK_CHECK_DETAIL_MENU] },
  edit: { grantedBy: [STOCK_CHECK_MENU] },
  /** A lot's moves: whoever holds the stock check screens or own stock. */
  lotMoves: { grantedBy: [STOCK_CHECK_MENU, STOCK_CHECK_DETAIL_MENU, 'product/cashStock'] },
} as const;

const tags = ['inventory'];

/**
 * /merchant/inventory/stockcheck: list (kit), detail with lines, create, save counts, submit (the review
 * decisions are the shared /merchant/review/stockCheck/approve|reject); /merchant/inventory/lot/:id/moves.
 * Thin: parse, call the use case, answer.
 */
export const stockCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  await registerStockCheckList(app, STOCK_CHECK_ACCESS.list);

  async function detail(e: Env, id: number) {
    await loadStockCheck(app.ctx.db, e.user, id);
    return ok(await stockCheckDetail(app.ctx.db, id));
  }
  async function create(e: Env, body: z.infer<typeof stockCheckCreateBody>) {
    const row = await createStockCheck(e, body);
    return ok({ Id: row.id, No: row.no, Version: row.version });
  }
  async function save(e: Env, id: number, body: z.infer<typeof stockCheckUpdateBody>) {
    return ok(await saveStockCheckCounts(e, id, body));
  }
  async function submit(e: Env, id: number, version: number) {
    return ok(await submitStockCheck(e, id, version));
  }
  async function moves(id: number) {
    const [lot] = await app.ctx.db.select({ id: invLot.id }).from(invLot).where(eq(invLot.id, id));
    if (!lot) throw notFound();
    return ok({ Records: await lotMoves(app.ctx.db, id) });
  }

  app.get(
    '/merchant/inventory/stockcheck/:id',
    {
      config: { access: STOCK_CHECK_ACCESS.list },
      schema: { tags, summary: 'One stock check with its lines', params: docIdParam },
    },
    (req) => detail(env(req), req.params.id),
  );
  app.post(
    '/merchant/inventory/stockcheck',
    {
      config: { access: STOCK_CHECK_ACCESS.edit },
      schema: { tags, summary: 'Open a count sheet', body: stockCheckCreateBody },
    },
    (req) => create(env(req), req.body),
  );
  app.put(
    '/merchant/inventory/stockcheck/:id',
    {
      config: { access: STOCK_CHECK_ACCESS.edit },
      schema: { tags, summary: 'Save the counts', params: docIdParam, body: stockCheckUpdateBody },
    },
    (req) => save(env(req), req.params.id, req.body),
  );
  app.put(
    '/merchant/inventory/stockcheck/:id/submit',
    {
      config: { access: STOCK_CHECK_ACCESS.edit },
      schema: { tags, summary: 'Submit for finance review', params: docIdParam, body: stockCheckVersionBody },
    },
    (req) => submit(env(req), req.params.id, req.body.Version),
  );
  app.get(
    '/merchant/inventory/lot/:id/moves',
    {
      config: { access: STOCK_CHECK_ACCESS.lotMoves },
      schema: { tags, summary: "A lot's stock moves", params: docIdParam },
    },
    (req) => moves(req.params.id),
  );
};
