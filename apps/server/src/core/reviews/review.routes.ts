import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../access/access.js';
import { AfterCommit } from '../documents/after-commit.js';
import { AppError, forbidden, notFound } from '../http/app-error.js';
import { docHistory } from '../documents/document.table.js';
import { listHistory } from '../documents/history.js';
import { reviewRequest } from './review.table.js';
import { and, eq } from 'drizzle-orm';
import { ok } from '../http/envelope.js';
import { decide } from './review-engine.js';
import { canDecidePending, decidableCount, reviewQueue } from './review-queue.js';
import { hasQueueAccess, type Reviewable } from './review-registry.js';

const historyQuery = z.object({ DocId: z.coerce.number().int().positive() });
const typeParams = z.object({ type: z.string().trim().min(1).max(40) });
/** `{ Ids, Comment }`; a missing body counts as no ticked records (→ errors.reviews.tickRecords). */
const decideBody = z.preprocess(
  (v) => v ?? {},
  z.object({
    Ids: z.array(z.coerce.number().int().positive()).max(500).optional().default([]),
    Comment: z.string().max(1000).optional().default(''),
  }),
);

/**
 * The generic review routes (docs/api.md "Reviews"). Access is `{ session: true }` at the route, plus
 * an explicit check here: the caller must hold the type's queue screen (Reviewable.queueRoute or
 * extraQueueMenus) or be an administrator, else 403. The registry fills while modules register, so a
 * per-type `grantedBy` cannot be declared on one parameterised route.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { db, reviews } = ctx;

  const reviewableFor = (user: AuthUser, type: string): Reviewable => {
    const def = reviews.require(type);
    if (!hasQueueAccess(user, def)) throw forbidden();
    return def;
  };

  // To-do counters: one per reviewable type, registered once the catalogue exists (onReady), and
  // immediately for types registered later. A catalogued name keeps its title, route and visibility.
  // A catalogued counter without filters whose link opens another screen of the same queue
  // (extraQueueMenus, e.g. 报价待审批 → quote-approval-list) counts the same requests (#20 item 10).
  app.addHook('onReady', async () => {
    reviews.subscribe((def) => {
      const count = ({ db: exec, user }: { db: typeof db; user: AuthUser }) =>
        decidableCount(exec, user, def);
      for (const c of ctx.todos.list())
        if (c.name !== def.counterName && !c.query && def.extraQueueMenus?.includes(c.route))
          ctx.todos.register({ ...c, count });
      const existing = ctx.todos.get(def.counterName);
      ctx.todos.register(
        existing
          ? { ...existing, count }
          : {
              name: def.counterName,
              title: def.title,
              route: def.queueRoute,
              visibleTo: def.counterVisibleTo ?? { always: true },
              count,
            },
      );
    });
  });

  app.post(
    '/merchant/review/:type/Query',
    {
      config: { access: { session: true } },
      schema: { params: typeParams, body: z.record(z.string(), z.unknown()).optional(), tags: ['reviews'] },
    },
    async (req) => {
      const user = req.auth();
      const def = reviewableFor(user, req.params.type);
      return ok(await reviewQueue(db, user, def, req.body ?? {}, req.lang));
    },
  );

  /**
   * 404 unless the caller may read this queue document's history and lines: it has been in this queue,
   * and the caller may decide its pending request, has taken part in its review (submitted or decided a
   * step: a review history entry of theirs), or may view the document itself under the type's own
   * document rule (the review type or one of its historyTypes). Holding the queue screen alone does not
   * open every document that ever went through it.
   */
  const assertMayReadQueueDoc = async (user: AuthUser, def: Reviewable, docId: number) => {
    const [seen] = await db
      .select({ id: reviewRequest.id })
      .from(reviewRequest)
      .where(and(eq(reviewRequest.docType, def.type), eq(reviewRequest.docId, docId)))
      .limit(1);
    if (!seen) throw notFound();
    if (user.isAdmin || (await canDecidePending(db, user, def, docId))) return;
    const [took] = await db
      .select({ id: docHistory.id })
      .from(docHistory)
      .where(
        and(eq(docHistory.docType, def.type), eq(docHistory.docId, docId), eq(docHistory.userId, user.id)),
      )
      .limit(1);
    if (took) return;
    for (const type of [def.type, ...(def.historyTypes ?? [])]) {
      if (!ctx.documents.get(type)) continue;
      try {
        await ctx.documents.authorize(db, user, type, docId, 'view');
        return;
      } catch (err) {
        if (!(err instanceof AppError) || (err.httpStatus !== 404 && err.httpStatus !== 403)) throw err;
      }
    }
    throw notFound();
  };

  // The document's history beside the queue: the review actions (recorded under the review type) and the
  // module's own entries (Reviewable.historyTypes), for a document that has been in this queue.
  app.get(
    '/merchant/review/:type/history',
    {
      config: { access: { session: true } },
      schema: { params: typeParams, querystring: historyQuery, tags: ['reviews'] },
    },
    async (req) => {
      const def = reviewableFor(req.auth(), req.params.type);
      const docId = req.query.DocId;
      await assertMayReadQueueDoc(req.auth(), def, docId);
      const Records = await listHistory(db, [def.type, ...(def.historyTypes ?? [])], docId);
      return ok({ Records, TotalCount: Records.length });
    },
  );

  // The document's lines in the queue's expanded row (Reviewable.lines; none → no columns).
  app.get(
    '/merchant/review/:type/lines',
    {
      config: { access: { session: true } },
      schema: { params: typeParams, querystring: historyQuery, tags: ['reviews'] },
    },
    async (req) => {
      const def = reviewableFor(req.auth(), req.params.type);
      const docId = req.query.DocId;
      await assertMayReadQueueDoc(req.auth(), def, docId);
      return ok(def.lines ? await def.lines(db, docId) : { Columns: [], Records: [] });
    },
  );

  for (const action of ['approve', 'reject'] as const) {
    app.put(
      `/merchant/review/:type/${action}`,
      {
        config: { access: { session: true } },
        schema: { params: typeParams, body: decideBody, tags: ['reviews'] },
      },
      async (req) => {
        const user = req.auth();
        reviewableFor(user, req.params.type);
        const after = new AfterCommit();
        const Records = await db.transaction((tx) =>
          decide(
            tx,
            { app: ctx, after, lang: req.lang },
            { type: req.params.type, ids: req.body.Ids, action, comment: req.body.Comment, user },
          ),
        );
        await after.flush(req.log);
        return ok({ Records, TotalCount: Records.length }, req.t('errors.ok'));
      },
    );
  }
};
