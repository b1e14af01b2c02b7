import { and, type Column, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { docType as knownDocType } from '@partdesk/shared/core/doc-types';
import type { AuthUser } from '../access/access.js';
import type { Executor } from '../db/client.js';
import { badRequest, forbidden, notFound } from '../http/app-error.js';
import { type ScopeColumns, scopeCondition } from '../list/list-query.js';
import type { DocumentDescriptor } from './define-document.js';
import type { VisibleWhere } from './visibility.js';

/** What the document mechanisms need to know about one document. */
export interface DocRef {
  id: number;
  no: string;
  tenantId?: number | null;
}

/**
 * Who may see a document of a type (history, attachment list and download) and who may change its
 * attachments. A module registers one rule per document type from its index.ts:
 * `app.ctx.documents.register({ type, load, canView, canEdit? })`.
 *
 * A type without a registered rule is visible to administrators only (history and attachments).
 * Administrators always pass. Besides the rule, extra viewers (the review engine: whoever may decide the
 * document's pending review) are let in to view, never to edit.
 */
export interface DocumentRule<D extends DocRef = DocRef> {
  type: string;
  /** The document, or null when it does not exist (→ 404). */
  load(db: Executor, id: number): Promise<D | null>;
  canView(user: AuthUser, doc: D, db: Executor): boolean | Promise<boolean>;
  /** Adding and removing attachments; defaults to canView. */
  canEdit?(user: AuthUser, doc: D, db: Executor): boolean | Promise<boolean>;
}

export type ExtraViewer = (db: Executor, user: AuthUser, type: string, id: number) => Promise<boolean>;

/** `?type=&id=` of the document routes. */
export const docQuery = z.object({
  type: z.string().trim().min(1).max(40),
  id: z.coerce.number().int().positive(),
});

const TYPE_RE = /^[A-Za-z][A-Za-z0-9]{0,39}$/;

export class DocumentRegistry {
  private readonly rules = new Map<string, DocumentRule>();
  private readonly extraViewers: ExtraViewer[] = [];
  private readonly descriptors = new Map<string, DocumentDescriptor>();

  register<D extends DocRef>(rule: DocumentRule<D>): void {
    const existing = this.rules.get(rule.type);
    if (existing && existing !== (rule as unknown as DocumentRule)) {
      throw new Error(`Document type "${rule.type}" already has an access rule`);
    }
    this.rules.set(rule.type, rule as unknown as DocumentRule);
  }

  /** Keeps a registered descriptor (registerDocument, define-document.ts); one per type. */
  describe(d: DocumentDescriptor): void {
    const existing = this.descriptors.get(d.type);
    if (existing && existing !== d) throw new Error(`Document type "${d.type}" already has a descriptor`);
    this.descriptors.set(d.type, d);
  }

  /** The types with a registered rule. */
  ruleTypes(): string[] {
    return [...this.rules.keys()];
  }

  /** The descriptors registered with registerDocument. */
  listDescriptors(): DocumentDescriptor[] {
    return [...this.descriptors.values()];
  }

  get(type: string): DocumentRule | undefined {
    return this.rules.get(type);
  }

  addExtraViewer(fn: ExtraViewer): void {
    this.extraViewers.push(fn);
  }

  /** A type is known when it is in DOC_TYPES or has a registered rule. */
  assertKnownType(type: string): void {
    if (!TYPE_RE.test(type) || (!knownDocType(type) && !this.rules.has(type))) {
      throw badRequest('errors.documents.unknownType', { type: type.slice(0, 40) }, 'type');
    }
  }

  /**
   * Checks that `user` may view (or edit) document `type`/`id` and returns its number and tenant.
   * 400 unknown type · 404 no such document or one the user may not see (the two look alike, #10
   * item 14) · 403 a type without a rule (administrators only) or viewing without the right to edit.
   */
  async authorize(
    db: Executor,
    user: AuthUser,
    type: string,
    id: number,
    need: 'view' | 'edit',
  ): Promise<{ no: string; tenantId: number | null }> {
    this.assertKnownType(type);
    const rule = this.rules.get(type);
    if (!rule) {
      if (user.isAdmin) return { no: '', tenantId: null };
      throw forbidden();
    }
    const doc = await rule.load(db, id);
    if (!doc) throw notFound();
    const out = { no: doc.no, tenantId: doc.tenantId ?? null };
    if (user.isAdmin) return out;
    const check = need === 'edit' ? (rule.canEdit ?? rule.canView) : rule.canView;
    if (await check(user, doc, db)) return out;
    let sees = need === 'edit' && rule.canEdit ? await rule.canView(user, doc, db) : false;
    for (const extra of this.extraViewers) if (!sees && (await extra(db, user, type, id))) sees = true;
    // One who sees the document but may not edit it is refused (403); one who does not see it, 404.
    if (sees && need === 'edit') throw forbidden();
    if (sees) return out;
    throw notFound();
  }
}

/**
 * A ready-made rule for the common case: a table with an id, a number, a tenant and either owner
 * columns (`scope`: the data scope of spec §6, all / salesperson / buyer / own) or the document's
 * visibility condition (`visibleWhere`, visibility.ts: the same condition its list and detail use).
 */
export function scopedDocumentRule(def: {
  type: string;
  table: PgTable;
  id: Column;
  no: Column | SQL;
  tenantId?: Column;
  scope?: ScopeColumns;
  visibleWhere?: VisibleWhere;
  /** Extra conditions (not deleted, …). */
  where?: SQL[];
  canEdit?: DocumentRule['canEdit'];
}): DocumentRule {
  const cond = (user: AuthUser) =>
    def.visibleWhere
      ? def.visibleWhere(user)
      : def.scope
        ? scopeCondition(user.scope, {
            sales: def.scope.sales,
            purchase: def.scope.purchase,
            own: def.scope.own,
          })
        : undefined;
  return {
    type: def.type,
    async load(db, id) {
      const [row] = await db
        .select({ id: def.id, no: def.no, ...(def.tenantId ? { tenantId: def.tenantId } : {}) } as never)
        .from(def.table)
        .where(and(eq(def.id, id), ...(def.where ?? [])));
      return (row as DocRef | undefined) ?? null;
    },
    async canView(user, doc, db) {
      const visible = cond(user);
      if (!visible) return true;
      const [row] = await db
        .select({ id: def.id } as never)
        .from(def.table)
        .where(and(eq(def.id, doc.id), visible));
      return !!row;
    },
    canEdit: def.canEdit,
  };
}
