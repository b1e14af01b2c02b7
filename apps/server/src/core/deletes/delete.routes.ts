import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../access/access.js';
import { badRequest, forbidden } from '../http/app-error.js';
import { ok } from '../http/envelope.js';
import { DEFAULT_DELETE_TYPE, type DeletableType, findDeletable, mayDelete } from './delete-registry.js';

const typeField = z.string().trim().max(64).optional();

const deleteQuery = z.object({
  id: z.coerce.number().int().positive(),
  type: typeField,
});

const deleteAllBody = z
  .object({
    Type: typeField,
    Ids: z.array(z.coerce.number().int().positive()).max(1000).optional(),
  })
  .nullish();

/**
 * `PUT /merchant/common/delete` and `PUT /merchant/common/deleteall`. The route only needs a session;
 * the registered type decides who may delete (403 otherwise), an unknown type is a 400.
 */
export const deleteRoutes: FastifyPluginAsyncZod = async (app) => {
  const resolve = (user: AuthUser, raw: string | undefined): DeletableType => {
    const name = raw || DEFAULT_DELETE_TYPE;
    const def = findDeletable(name);
    if (!def)
      throw badRequest('errors.deletes.unknownType', { type: name }, raw === undefined ? undefined : 'Type');
    if (!mayDelete(user, def)) throw forbidden();
    return def;
  };

  const run = async (user: AuthUser, def: DeletableType, ids: number[] | null) => {
    const n = await app.ctx.db.transaction(async (tx) => {
      const c = { tx, user, app: app.ctx };
      if (ids) return def.delete(ids, c);
      if (!def.deleteAll) throw badRequest('errors.deletes.selectRecords', undefined, 'Ids');
      return def.deleteAll(c);
    });
    await def.afterCommit?.(app.ctx, user);
    return n;
  };

  app.put(
    '/merchant/common/delete',
    { config: { access: { session: true } }, schema: { querystring: deleteQuery, tags: ['common'] } },
    async (req) => {
      const user = req.auth();
      const def = resolve(user, req.query.type);
      const n = await run(user, def, [req.query.id]);
      return ok({ Type: def.type, Deleted: n }, req.t('deletes.deleted'));
    },
  );

  app.put(
    '/merchant/common/deleteall',
    { config: { access: { session: true } }, schema: { body: deleteAllBody, tags: ['common'] } },
    async (req) => {
      const user = req.auth();
      const def = resolve(user, req.body?.Type);
      const ids = req.body?.Ids?.length ? [...new Set(req.body.Ids)] : null;
      const n = await run(user, def, ids);
      return ok({ Type: def.type, Deleted: n }, req.t('deletes.deleted'));
    },
  );
};
