import { contactResource } from '@partdesk/shared/crm/contact-resource';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/http/envelope.js';
import { registerResource } from '../../../core/resource/index.js';
import { ACCESS } from '../crm-access.js';
import { contactBody } from '../customer/customer-input.js';
import { addContact, deleteContact, updateContact } from './contact.service.js';
import { crmContact as t } from './contact.table.js';
import { docIdParam } from '../../../core/documents/index.js';
import { requestEnv } from '../../../core/http/index.js';

const tags = ['crm'];

/** Contacts: the kit list (data scope on the contact's owner), add, update, remove. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = requestEnv(app);
  const customerName = sql<string>`(select c.name from crm_customer c where c.id = crm_contact.customer_id)`;

  await registerResource(app, contactResource, {
    from: t,
    access: ACCESS.list,
    tieBreaker: t.id,
    scope: { sales: t.ownerId, own: t.ownerId },
    where: () => [isNull(t.deletedAt)],
    columns: {
      Id: t.id,
      CustomerId: t.customerId,
      CustomerName: customerName,
      Name: t.name,
      Position: t.position,
      Email: t.email,
      Phone: t.phone,
      QQ: t.qq,
      WeChat: t.wechat,
      Skype: t.skype,
      OtherNumber: t.otherNumber,
      IsPrimary: t.isPrimary,
      Status: t.status,
      OwnerId: t.ownerId,
      Remark: t.remark,
      CreatedAt: t.createdAt,
      ConflictCustomerId: t.conflictCustomerId,
      Version: t.version,
    },
    filterBy: {
      CustomerName: (p) =>
        sql`exists (select 1 from crm_customer c where c.id = crm_contact.customer_id and c.name ilike ${p})`,
    },
  });

  app.post(
    '/merchant/crm/contact',
    {
      config: { access: ACCESS.edit },
      schema: { body: contactBody.extend({ CustomerId: z.number().int().positive() }), tags },
    },
    async (req) => ok({ Id: await addContact(env(req), req.body.CustomerId, req.body) }),
  );

  app.put(
    '/merchant/crm/contact/:id',
    {
      config: { access: ACCESS.edit },
      schema: {
        params: docIdParam,
        body: contactBody.extend({ Version: z.number().int().positive() }),
        tags,
      },
    },
    async (req) => {
      await updateContact(env(req), req.params.id, req.body);
      return ok(null);
    },
  );

  app.put(
    '/merchant/crm/contact/:id/delete',
    { config: { access: ACCESS.edit }, schema: { params: docIdParam, body: z.object({}).nullish(), tags } },
    async (req) => {
      await deleteContact(env(req), req.params.id);
      return ok(null);
    },
  );
};
