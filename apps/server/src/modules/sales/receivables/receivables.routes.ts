import {
  ABNORMAL_MENU,
  CUSTOMER_BILL_MENU,
  RECEIVABLES_API as API,
  RECEIVABLES_MENU,
} from '@partdesk/shared/finance/receivables/receivables.codes';
import { customerBillQuery } from '@partdesk/shared/finance/receivables/receivables.contract';
import { LANGUAGES, type Lang } from '@partdesk/shared/i18n/index';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seesAll } from '../../../core/access/index.js';
import { rows } from '../../../core/db/index.js';
import { docIdParam } from '../../../core/documents/document-schemas.js';
import { contentDisposition } from '../../../core/files/sniff.js';
import { notFound, ok } from '../../../core/http/index.js';
import { parsePaging } from '../../../core/list/list-query.js';
import { abnormalList } from './abnormal.js';
import { customerBill } from './customer-bill.data.js';
import { renderCustomerBillPdf, renderCustomerBillXlsx } from './customer-bill-pdf.js';
import { registerReceivablesList } from './receivables.list.js';
import { customerReceivables } from './receivables.queries.js';

const tags = ['finance'];
/** The customer screens that show the overdue badge read the customer's receivables too. */
const CUSTOMER_SCREENS = ['crmsystem/customer-management', 'crmsystem/customerLibrary'];
const billQuery = customerBillQuery.extend({ lang: z.enum(LANGUAGES).optional() });

/**
 * Receivables with ageing, the customer statement (JSON, PDF, Excel) and the finance exceptions
 * (issue #17, decision 0056). Screens: finance/financial/{receivables, customer-bill, abnormal}.
 */
export const receivablesRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerReceivablesList(app);

  app.get(
    API.customer,
    {
      config: { access: { grantedBy: [RECEIVABLES_MENU, CUSTOMER_BILL_MENU, ...CUSTOMER_SCREENS] } },
      schema: {
        tags,
        summary: "A customer's open receivables, overdue and remaining credit",
        params: docIdParam,
      },
    },
    async (req) => {
      const user = req.auth();
      const [c] = rows<{ owner_id: number | null }>(
        await app.ctx.db.execute(sql`select owner_id from crm_customer where id = ${req.params.id}`),
      );
      if (!c || (!seesAll(user) && c.owner_id !== user.id)) throw notFound();
      return ok(await customerReceivables(app.ctx.db, req.params.id));
    },
  );

  app.get(
    API.billCustomers,
    {
      config: { access: { grantedBy: [CUSTOMER_BILL_MENU] } },
      schema: {
        tags,
        summary: "The statement's customer picker: the caller's customers (scope all: every one), 20 by name",
        querystring: z.object({ keyword: z.string().trim().max(100).default('') }),
      },
    },
    async (req) => {
      const user = req.auth();
      const own = seesAll(user) ? sql`true` : sql`c.owner_id = ${user.id}`;
      const kw = req.query.keyword
        ? sql`concat_ws(' ', c.short_name, c.name, c.code) ilike ${`%${req.query.keyword}%`}`
        : sql`true`;
      const list = rows<{ Id: number; Code: string; ShortName: string; Currency: string | null }>(
        await app.ctx.db.execute(sql`select c.id as "Id", c.code as "Code", c.short_name as "ShortName", c.currency as "Currency"
          from crm_customer c where ${own} and ${kw} order by c.short_name, c.id limit 20`),
      );
      return ok({ Records: list, TotalCount: list.length });
    },
  );

  app.get(
    API.bill,
    {
      config: { access: { grantedBy: [CUSTOMER_BILL_MENU] } },
      schema: { tags, summary: 'A customer statement for a period (JSON)', querystring: billQuery },
    },
    async (req) => ok(await customerBill(app.ctx.db, req.auth(), req.query)),
  );

  const file = (kind: 'pdf' | 'xlsx') =>
    app.get(
      kind === 'pdf' ? API.billPdf : API.billXlsx,
      {
        config: { access: { grantedBy: [CUSTOMER_BILL_MENU] } },
        schema: {
          tags,
          summary: `A customer statement for a period as ${kind === 'pdf' ? 'PDF (CJK font embedded)' : 'Excel'}`,
          querystring: billQuery,
        },
      },
      async (req, reply) => {
        const bill = await customerBill(app.ctx.db, req.auth(), req.query);
        const lang: Lang = req.query.lang ?? req.lang;
        const body =
          kind === 'pdf'
            ? await renderCustomerBillPdf(app.ctx.db, bill, lang)
            : await renderCustomerBillXlsx(app.ctx.db, bill, lang);
        const name = `${bill.CustomerCode}-${bill.Currency}-${bill.DateStart}-${bill.DateEnd}.${kind}`;
        reply
          .header(
            'Content-Type',
            kind === 'pdf'
              ? 'application/pdf'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          )
          .header('Content-Disposition', contentDisposition(name))
          .header('Cache-Control', 'private, no-store');
        return reply.send(body);
      },
    );
  file('pdf');
  file('xlsx');

  app.post(
    API.abnormal,
    {
      config: { access: { grantedBy: [ABNORMAL_MENU] } },
      schema: {
        tags,
        summary: 'Documents needing finance attention (unclaimed receipts, negative balances, overdue)',
        body: z
          .object({
            // A kind code as a number or digits (never `true`, an array or an object coerced to one).
            Kind: z.preprocess(
              (v) => (v === '' || v === null ? undefined : v),
              z
                .union([
                  z.number().int(),
                  z
                    .string()
                    .regex(/^\d{1,3}$/)
                    .transform(Number),
                ])
                .optional(),
            ),
            pageIndex: z.unknown(),
            pageSize: z.unknown(),
          })
          .partial()
          .passthrough()
          .default({}),
      },
    },
    async (req) => {
      const body = req.body as Record<string, unknown>;
      const paging = parsePaging(body);
      const Kind = body.Kind as number | undefined;
      return ok(await abnormalList(app.ctx.db, req.auth(), req.lang, { ...paging, Kind }));
    },
  );
};
