import type { ReviewSummary } from '@partdesk/shared/core/review-summary';
import { type Lang, translate } from '@partdesk/shared/i18n/index';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../core/db/client.js';
import { TRANSFER_KIND } from '../crm-codes.js';
import { crmCustomerTransfer as r } from '../customer/customer-transfer.table.js';
import { crmCustomer } from '../customer/customer.table.js';

const R = (k: string) => `resources.review.${k}`;
const str = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

/** A user's name in the reader's language (English name when there is one). */
const userName = (col: PgColumn | SQL, lang: Lang) =>
  lang === 'en-US'
    ? sql<string | null>`(select coalesce(nullif(u.name_en, ''), u.name) from sys_user u where u.id = ${col})`
    : sql<string | null>`(select u.name from sys_user u where u.id = ${col})`;

/**
 * Customer transfers and returns to the pool (#20 item 9; the doc is the request of
 * customer-transfer.service.ts): the customer's name (code), its salesperson and level, the owner
 * old → new (the other salesperson, or the public pool), the reason given, and why it needs review.
 * Names and the level title in the reader's language.
 */
export async function summarizeTransfers(
  db: Executor,
  ids: number[],
  lang: Lang,
): Promise<Map<number, ReviewSummary>> {
  const level = lang === 'en-US' ? sql`coalesce(nullif(d.text_en, ''), d.text)` : sql`d.text`;
  const list = await db
    .select({
      id: r.id,
      kind: r.kind,
      reason: r.reason,
      code: crmCustomer.code,
      name: crmCustomer.name,
      level: sql<string | null>`(select ${level} from sys_dict_line d
        where d.dict_code = 'CompanyLevel' and d.value = ${crmCustomer.level}::text)`,
      from: userName(r.fromOwnerId, lang),
      to: userName(r.toOwnerId, lang),
    })
    .from(r)
    .innerJoin(crmCustomer, sql`${crmCustomer.id} = ${r.customerId}`)
    .where(inArray(r.id, ids));
  return new Map(
    list.map((x): [number, ReviewSummary] => {
      const toPool = x.kind === TRANSFER_KIND.returnToPool;
      return [
        x.id,
        {
          Who: x.name ? `${x.name} (${x.code})` : x.code,
          Owner: x.from,
          Facts: [
            {
              Label: R('Owner'),
              Value: toPool ? translate(lang, R('publicPool')) : x.to,
              From: x.from,
            },
            { Label: R('Level'), Value: str(x.level) },
            { Label: R('RequestReason'), Value: str(x.reason) },
          ],
          Reason: { Key: R(toPool ? 'reasonReturn' : 'reasonTransfer') },
        },
      ];
    }),
  );
}
