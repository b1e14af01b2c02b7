import { defFor, exportFields, type ResourceDef } from '@partdesk/shared/resource/define';
import { and, inArray, not } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthUser, permitOf } from '../access/access.js';
import type { RegisteredResource, RouteRegistry } from '../access/route-registry.js';
import { ok } from '../http/envelope.js';
import { listScope, runList } from '../list/list-query.js';
import { attachmentHeader, prepareExport } from './resource-export.js';
import { listSpecFor, type ResourceBinding, resourceListSpec } from './resource-spec.js';

/** A resource of the kit as the route registry holds it, with what generated tests need to call it. */
export interface KitResource extends RegisteredResource {
  def: ResourceDef;
  /** The export route, when the definition has one. */
  export: string | null;
  /**
   * An exported field whose export cell is the listed value itself (no `exportAs` display text): the
   * row key when it is exported, else the first such field; null when none (or no export).
   */
  exportKey: string | null;
}

/** The registered resources built by the kit (every list the resource kit serves). */
export const kitResources = (registry: RouteRegistry): KitResource[] =>
  registry.resources.filter((r): r is KitResource => 'def' in r);

/** See `KitResource.exportKey`. */
function exportKeyOf(def: ResourceDef, binding: ResourceBinding<never>): string | null {
  if (!def.api.export) return null;
  const plain = exportFields(def).filter((f) => !binding.exportAs?.[f.name] && f.kind !== 'datetime');
  return (plain.find((f) => f.name === def.rowKey) ?? plain[0])?.name ?? null;
}

const listBody = z.record(z.string(), z.unknown()).nullish();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Registers a resource's list route (`POST def.api.list` → `{ Records, TotalCount }`) and, when the
 * definition has one, its export route (`POST def.api.export` → an .xlsx of every matching row).
 * Filters and sorts are the definition's whitelist, the data scope is always applied, paging is capped
 * by the list layer. Modules call it from their plugin: `await registerResource(app, def, binding)`.
 */
export async function registerResource<Row extends Record<string, unknown>>(
  app: FastifyInstance,
  def: ResourceDef,
  binding: ResourceBinding<Row>,
): Promise<void> {
  const b = binding as unknown as ResourceBinding<never>;
  const base = resourceListSpec(def, b);
  const variantOf = fieldPermitVariants(def, b, base);
  const tags = [def.name.split('.')[0] ?? 'resources'];
  const key = binding.columns[def.rowKey] as PgColumn;
  const entry: KitResource = {
    def,
    export: def.api.export ?? null,
    exportKey: exportKeyOf(def, b),
    name: def.name,
    list: def.api.list,
    scoped: Boolean((binding.scope && binding.scope !== 'none') || binding.scopeWhere),
    async outOfScope(user, keys) {
      const cond = listScope(base, user);
      if (!cond || !keys.length) return [];
      const rows = await app.ctx.db
        .select({ k: key })
        .from(binding.from)
        .where(and(inArray(key, keys), not(cond)));
      return rows.map((r) => r.k);
    },
  };
  app.ctx.registry.resources.push(entry);

  const plugin: FastifyPluginAsyncZod = async (r) => {
    r.post(
      def.api.list,
      { config: { access: binding.access }, schema: { body: listBody, tags, summary: `${def.name} list` } },
      async (req) => {
        const user = req.auth();
        const seen = variantOf(user);
        const res = await runList<Row>(app.ctx.db, listSpecFor(seen.base, b, user), req.body ?? {}, user);
        const records = binding.decorate ? await binding.decorate(app.ctx.db, res.Records) : res.Records;
        return ok({ TotalCount: res.TotalCount, Records: records });
      },
    );
    if (!def.api.export) return;
    r.post(
      def.api.export,
      {
        config: { access: binding.exportAccess ?? binding.access },
        schema: { body: listBody, tags, summary: `${def.name} export (.xlsx)` },
      },
      async (req, reply) => {
        const user = req.auth();
        const seen = variantOf(user);
        const out = await prepareExport({
          db: app.ctx.db,
          def: seen.def,
          binding: b,
          spec: listSpecFor(seen.base, b, user),
          body: req.body ?? {},
          user,
          lang: req.lang,
          notifier: app.ctx.notifier,
          log: req.log,
        });
        reply
          .header('content-type', XLSX)
          .header('content-disposition', attachmentHeader(out.fileName))
          .header('x-total-count', String(out.total))
          .header('cache-control', 'no-store');
        return reply.send(out.stream);
      },
    );
  };
  await app.register(plugin);
}

type Variant = { def: ResourceDef; base: ReturnType<typeof resourceListSpec> };

/**
 * Fields with a `permit` (decision 0028): a caller who does not hold it gets the list and the export of
 * the definition without them, so the value never reaches the wire. One variant per combination of
 * held permits, built once (the list statement's text is cached per select object).
 */
function fieldPermitVariants(
  def: ResourceDef,
  binding: ResourceBinding<never>,
  base: Variant['base'],
): (user: AuthUser) => Variant {
  const guarded = def.fields.filter((f) => f.permit);
  if (!guarded.length) return () => ({ def, base });
  const norm = (p: string) => {
    const [method = '', path = ''] = p.split(' ');
    return permitOf(method, path);
  };
  const variants = new Map<string, Variant>();
  return (user) => {
    const holds = (p: string) => user.isAdmin || user.permits.has(norm(p));
    const key = guarded.map((f) => (holds(f.permit as string) ? '1' : '0')).join('');
    let v = variants.get(key);
    if (!v) {
      const seen = defFor(def, holds);
      // The withheld fields' columns go too (unlisted bound columns are otherwise selected as extras).
      const gone = new Set(def.fields.filter((f) => !seen.fields.includes(f)).map((f) => f.name));
      const columns = Object.fromEntries(Object.entries(binding.columns).filter(([n]) => !gone.has(n)));
      v = { def: seen, base: seen === def ? base : resourceListSpec(seen, { ...binding, columns }) };
      variants.set(key, v);
    }
    return v;
  };
}
