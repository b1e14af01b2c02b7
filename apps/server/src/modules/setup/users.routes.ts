import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { docIdParam } from '../../core/documents/index.js';
import { ok, requestEnv } from '../../core/http/index.js';
import { addUser } from './use-cases/add-user.js';
import { changeUser } from './use-cases/change-user.js';
import { resetUserPassword } from './use-cases/reset-user-password.js';
import { setUserStatus } from './use-cases/set-user-status.js';
import { userDetail } from './user.queries.js';
import { userListRoutes } from './user-list.routes.js';
import { createUserBody, userBody } from './user-write.js';

const detailAccess = { grantedBy: ['setup/user-list', 'setup/user-detail'] } as const;
const tags = ['setup'];
const updateBody = userBody.extend({ Version: z.number().int().positive() });

/**
 * /setup user-list and user-detail: accounts, roles, status and password resets. The rules live in
 * use-cases/*-user*.ts and privilege-rules.ts.
 */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);

  await userListRoutes(app);

  app.get(
    '/merchant/setup/user/:id',
    { config: { access: detailAccess }, schema: { params: docIdParam, tags } },
    async function getUser(req) {
      return ok(await userDetail(app.ctx.db, req.params.id));
    },
  );

  app.post(
    '/merchant/setup/user',
    { config: { access: detailAccess }, schema: { body: createUserBody, tags } },
    async function postUser(req) {
      return ok(await addUser(env(req), req.body));
    },
  );

  app.put(
    '/merchant/setup/user/:id',
    { config: { access: detailAccess }, schema: { params: docIdParam, body: updateBody, tags } },
    async function putUser(req) {
      return ok(await changeUser(env(req), req.params.id, req.body));
    },
  );

  app.put(
    '/merchant/setup/user/:id/disable',
    { config: { access: detailAccess }, schema: { params: docIdParam, tags } },
    async function disableUser(req) {
      return ok(await setUserStatus(env(req), req.params.id, 2));
    },
  );
  app.put(
    '/merchant/setup/user/:id/enable',
    { config: { access: detailAccess }, schema: { params: docIdParam, tags } },
    async function enableUser(req) {
      return ok(await setUserStatus(env(req), req.params.id, 1));
    },
  );

  app.put(
    '/merchant/setup/user/:id/resetpwd',
    {
      config: { access: detailAccess },
      schema: { params: docIdParam, body: z.object({ Password: z.string() }), tags },
    },
    async function resetPassword(req) {
      await resetUserPassword(env(req), req.params.id, req.body.Password);
      return ok(null);
    },
  );
};
