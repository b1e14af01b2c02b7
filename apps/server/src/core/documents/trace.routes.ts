import type { TraceNode, TraceView } from '@partdesk/shared/core/doc-trace';
import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthUser } from '../access/access.js';
import type { Executor } from '../db/client.js';
import { rows } from '../db/rows.js';
import { AppError } from '../http/app-error.js';
import { ok } from '../http/envelope.js';
import { type DocumentRegistry, docQuery } from './doc-access.js';
import { type DocKey, keyOf, walkLinks } from './links.js';

interface Facts {
  doc_type: string;
  doc_id: number;
  status: string | null;
  created_at: string | null;
}

/**
 * The latest status and the first entry's time of each document, from its history (one query). An entry
 * about one of its lines (`LineNo` in its changes: an inquiry line quoted, sales-quoted, sent back)
 * carries the line's status, coded differently, so it does not count as the document's (decision 0018).
 */
async function historyFacts(db: Executor, docs: DocKey[]): Promise<Map<string, Facts>> {
  if (!docs.length) return new Map();
  const pairs = sql.join(
    docs.map((d) => sql`(${d.type}, ${d.id})`),
    sql`, `,
  );
  const found = rows<Facts>(
    await db.execute(sql`
    select doc_type, doc_id,
      (array_agg(to_status order by id desc)
        filter (where to_status is not null and not coalesce(changes ? 'LineNo', false)))[1] as status,
      min(at) as created_at
    from doc_history where (doc_type, doc_id) in (${pairs})
    group by doc_type, doc_id`),
  );
  return new Map(found.map((r) => [`${r.doc_type}:${r.doc_id}`, r]));
}

/**
 * The current status of documents whose descriptor's table has a `status` column: the code their list
 * screens label (one query per type). A type without one keeps its history's latest status.
 */
async function rowStatuses(
  db: Executor,
  documents: DocumentRegistry,
  docs: DocKey[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const byType = new Map<string, number[]>();
  for (const d of docs) byType.set(d.type, [...(byType.get(d.type) ?? []), d.id]);
  const descriptors = documents.listDescriptors();
  for (const [type, ids] of byType) {
    const desc = descriptors.find((d) => d.type === type);
    const status = desc && getTableColumns(desc.table).status;
    if (!desc || !status) continue;
    const found = await db.select({ id: desc.id, status }).from(desc.table).where(inArray(desc.id, ids));
    for (const r of found) if (r.status != null) out.set(`${type}:${r.id}`, String(r.status));
  }
  return out;
}

/**
 * The trace of a document the caller may view: every document linked to it both ways (links.ts
 * walkLinks). Each node goes through the type's own rule (DocumentRegistry.authorize, 'view'); one the
 * caller may not view (or that no longer exists) becomes a masked placeholder — its type only, a key
 * that names nothing — so the chain stays whole without saying what is behind it (decision 0018).
 */
export async function traceDocument(
  db: Executor,
  documents: DocumentRegistry,
  user: AuthUser,
  start: DocKey,
): Promise<TraceView> {
  await documents.authorize(db, user, start.type, start.id, 'view');
  const graph = await walkLinks(db, start);
  const keys = new Map<string, string>();
  const nodes: TraceNode[] = [];
  const shown: DocKey[] = [];
  let hidden = 0;
  for (const n of graph.nodes) {
    let no: string | null = null;
    try {
      no = (await documents.authorize(db, user, n.type, n.id, 'view')).no;
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
    const masked = no === null;
    const key = masked ? `hidden:${++hidden}` : keyOf(n);
    keys.set(keyOf(n), key);
    if (!masked) shown.push(n);
    nodes.push({
      Key: key,
      Type: n.type,
      Id: masked ? null : n.id,
      No: no ?? '',
      Status: null,
      CreatedAt: null,
      Direction: n.direction,
      Depth: n.depth,
      Masked: masked,
    });
  }
  const facts = await historyFacts(db, shown);
  const statuses = await rowStatuses(db, documents, shown);
  for (const node of nodes) {
    if (node.Masked) continue;
    const f = facts.get(node.Key);
    node.Status = statuses.get(node.Key) ?? f?.status ?? null;
    node.CreatedAt = f?.created_at ? new Date(f.created_at).toISOString() : null;
  }
  return {
    Start: keyOf(start),
    Nodes: nodes,
    Links: graph.edges.map((e) => ({
      From: keys.get(keyOf(e.from))!,
      To: keys.get(keyOf(e.to))!,
      Lines: e.lines,
      Quantity: e.quantity,
    })),
    Truncated: graph.truncated,
  };
}

/**
 * `GET /merchant/document/trace?type=&id=`: the documents the given one was made from and those made
 * from it, transitively (decision 0018). Access: a signed-in user whom the type's rule lets view the
 * start document (unknown type → 400, out of view or missing → 404, as the history route).
 */
export const traceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, documents } = app.ctx;
  app.get(
    '/merchant/document/trace',
    {
      config: { access: { session: true } },
      schema: {
        querystring: docQuery,
        tags: ['documents'],
        summary: 'Trace a document: upstream and downstream documents, masked where out of view',
      },
    },
    async (req) => {
      const { type, id } = req.query;
      return ok(await traceDocument(db, documents, req.auth(), { type, id }));
    },
  );
};
