import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.js';
import { registerCatalogue } from './catalogue.js';

export interface TodoItem {
  Name: string;
  Title: string;
  Count: number;
  Route: string;
  Query: Record<string, string | number>;
}

/**
 * `GET /merchant/common/upcoming` (spec §7 "fetch upcoming to-do counts"): the counters visible to the
 * caller (spec §6), counted in parallel. `Counts` repeats the values keyed by name (spec §3), `Total`
 * is their sum (the header badge). A failing counter is logged and shows 0 rather than breaking the shell.
 * Registered before the modules, so the catalogue exists when they call `ctx.todos.setCount`.
 */
export const todoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { todos, db, log } = app.ctx;
  registerCatalogue(todos);

  app.get(
    '/merchant/common/upcoming',
    { config: { access: { session: true } }, schema: { tags: ['common'] } },
    async (req) => {
      const user = req.auth();
      const visible = todos.visibleFor(user);
      const results = await Promise.allSettled(visible.map((c) => c.count({ db, user })));
      const Items: TodoItem[] = visible.map((c, i) => {
        const r = results[i]!;
        if (r.status === 'rejected') log.error({ err: r.reason, counter: c.name }, 'to-do counter failed');
        const n = r.status === 'fulfilled' ? Number(r.value) : 0;
        return {
          Name: c.name,
          Title: req.lang === 'zh-CN' ? c.title.zh : c.title.en,
          Count: Number.isFinite(n) && n > 0 ? Math.trunc(n) : 0,
          Route: c.route,
          Query: c.query ?? {},
        };
      });
      return ok({
        Items,
        Counts: Object.fromEntries(Items.map((i) => [i.Name, i.Count])),
        Total: Items.reduce((s, i) => s + i.Count, 0),
      });
    },
  );
};
