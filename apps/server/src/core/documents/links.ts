import { D } from '@partdesk/shared/core/money';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { rows } from '../db/rows.js';
import { docLink } from './doc-link.table.js';

/**
 * Document links (traceability, decision 0018): which document (line) was made from which. A use case
 * that makes one document from another records the links in its own transaction; the trace
 * (`GET /merchant/document/trace`, trace.routes.ts) walks them both ways.
 */

/** One end of a link: a document, and its line when the link is line to line. */
export interface DocLinkEnd {
  type: string;
  id: number;
  lineId?: number | null;
}

/** `target` was made from `source`; `quantity` the pieces carried over (decimal, optional). */
export interface DocLink {
  source: DocLinkEnd;
  target: DocLinkEnd;
  quantity?: string | number | null;
  /** Who and when, for this link only (seeds); else the options'. */
  userId?: number | null;
  at?: Date;
}

export interface LinkOptions {
  /** Who made the target (null for the system). */
  userId: number | null;
  /** Defaults to the database's now(). */
  at?: Date;
}

const qty = (v: string | number | null | undefined) =>
  v === null || v === undefined || v === '' ? null : new D(v).toFixed(4);

/**
 * Records links inside the caller's transaction; a link already stored (same ends) is kept as it is,
 * so recording twice is harmless.
 */
export async function recordLinks(
  tx: Executor,
  links: readonly DocLink[],
  opts: LinkOptions = { userId: null },
): Promise<void> {
  if (!links.length) return;
  const values = links.map((l) => ({
    sourceType: l.source.type,
    sourceId: l.source.id,
    sourceLineId: l.source.lineId ?? null,
    targetType: l.target.type,
    targetId: l.target.id,
    targetLineId: l.target.lineId ?? null,
    quantity: qty(l.quantity),
    createdBy: l.userId === undefined ? opts.userId : l.userId,
    ...((l.at ?? opts.at) ? { createdAt: l.at ?? opts.at } : {}),
  }));
  for (let i = 0; i < values.length; i += 500)
    await tx
      .insert(docLink)
      .values(values.slice(i, i + 500))
      .onConflictDoNothing();
}

/**
 * Replaces the upstream links of a document whose lines were rewritten (an edited quote gets new line
 * ids): the links into `target` are deleted, then `links` recorded — all in the caller's transaction.
 */
export async function replaceLinksTo(
  tx: Executor,
  target: { type: string; id: number },
  links: readonly DocLink[],
  opts: LinkOptions,
): Promise<void> {
  await tx.delete(docLink).where(and(eq(docLink.targetType, target.type), eq(docLink.targetId, target.id)));
  await recordLinks(tx, links, opts);
}

/** A document as a node of the link graph. */
export interface DocKey {
  type: string;
  id: number;
}
export const keyOf = (d: DocKey) => `${d.type}:${d.id}`;

/** An edge between two documents: the links between their lines folded into one. */
export interface DocEdge {
  from: DocKey;
  to: DocKey;
  lines: number;
  quantity: string | null;
}

export interface LinkGraph {
  /** Every document reached, the start first; `direction` how it was reached, `depth` in steps. */
  nodes: (DocKey & { direction: 'start' | 'upstream' | 'downstream'; depth: number })[];
  edges: DocEdge[];
  /** The walk stopped at `maxNodes`. */
  truncated: boolean;
}

interface EdgeRow {
  source_type: string;
  source_id: number;
  target_type: string;
  target_id: number;
  lines: number;
  quantity: string | null;
}

const pairs = (keys: DocKey[]) =>
  sql.join(
    keys.map((k) => sql`(${k.type}, ${k.id})`),
    sql`, `,
  );

/**
 * The documents linked to `start`, transitively: upstream (what it was made from, and what those were
 * made from …) and downstream (what was made from it …). Siblings are not walked (the other quotes of
 * the start's inquiry are not upstream or downstream of a quote). Each document appears once; a cycle
 * stops where it meets a document already reached; the walk goes level by level (one query a level
 * and direction) and stops at `maxNodes`.
 */
export async function walkLinks(db: Executor, start: DocKey, maxNodes = 200): Promise<LinkGraph> {
  const seen = new Map<string, LinkGraph['nodes'][number]>();
  seen.set(keyOf(start), { ...start, direction: 'start', depth: 0 });
  const edges = new Map<string, DocEdge>();
  let truncated = false;
  for (const direction of ['upstream', 'downstream'] as const) {
    const up = direction === 'upstream';
    let frontier: DocKey[] = [start];
    for (let depth = 1; frontier.length && !truncated; depth++) {
      const where: SQL = up
        ? sql`(target_type, target_id) in (${pairs(frontier)})`
        : sql`(source_type, source_id) in (${pairs(frontier)})`;
      const found = rows<EdgeRow>(
        await db.execute(sql`
        select source_type, source_id, target_type, target_id, count(*)::int as lines,
               sum(quantity)::text as quantity
        from doc_link where ${where}
        group by source_type, source_id, target_type, target_id
        order by min(id)`),
      );
      const next: DocKey[] = [];
      for (const r of found) {
        const from = { type: r.source_type, id: Number(r.source_id) };
        const to = { type: r.target_type, id: Number(r.target_id) };
        const far = up ? from : to;
        const k = keyOf(far);
        if (!seen.has(k)) {
          if (seen.size >= maxNodes) {
            truncated = true;
            continue;
          }
          seen.set(k, { ...far, direction, depth });
          next.push(far);
        }
        if (seen.has(k))
          edges.set(`${keyOf(from)}>${keyOf(to)}`, { from, to, lines: r.lines, quantity: r.quantity });
      }
      frontier = next;
    }
  }
  return { nodes: [...seen.values()], edges: [...edges.values()], truncated };
}
